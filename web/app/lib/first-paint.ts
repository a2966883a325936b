// The server puts each page's stylesheets inline in its <head> (first-paint.server.ts): a separate
// stylesheet blocks the first paint for a round trip, which on a phone network was most of the
// Largest Contentful Paint (docs/performance.md). This is the browser's half.

/** Marks an inlined `<style>` with the href of the stylesheet it stands for. */
export const INLINE_HREF_ATTR = 'data-inline-href';

/**
 * Removes the inlined styles whose stylesheet the page no longer lists. React owns the `<link>`s
 * (it hydrated them, disabled, in place of the inline copy) and drops a route's links when the route
 * is left; the inline copy, which React does not know about, has to go with them, or the styles of
 * the first page would stay on every page after it. A route entered later gets a normal `<link>`.
 */
export function dropOrphanInlineStyles(doc: Document = document): void {
  for (const style of doc.head.querySelectorAll<HTMLStyleElement>(`style[${INLINE_HREF_ATTR}]`)) {
    const href = style.getAttribute(INLINE_HREF_ATTR) ?? '';
    const linked = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === href,
    );
    if (!linked) style.remove();
  }
}

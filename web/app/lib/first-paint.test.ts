import { describe, expect, it } from 'vitest';
import { dropOrphanInlineStyles, INLINE_HREF_ATTR } from './first-paint';

describe('dropOrphanInlineStyles', () => {
  it('removes the inlined CSS of a route whose stylesheet link React removed, and keeps the rest', () => {
    document.head.innerHTML = [
      `<style ${INLINE_HREF_ATTR}="/assets/root-1.css">.a{}</style><link disabled rel="stylesheet" href="/assets/root-1.css">`,
      `<style ${INLINE_HREF_ATTR}="/assets/home-2.css">.hero{}</style>`,
      '<link rel="stylesheet" href="/assets/blog-3.css">',
    ].join('');
    dropOrphanInlineStyles();
    const left = [...document.head.querySelectorAll('style')].map((s) => s.getAttribute(INLINE_HREF_ATTR));
    expect(left).toEqual(['/assets/root-1.css']);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });
});

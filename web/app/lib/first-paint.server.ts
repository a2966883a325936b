// The server half of first-paint.ts. It rewrites the HTML React Router streams so that a page paints
// before the app's JavaScript costs it anything (docs/performance.md, "The first view"):
//
// 1. Stylesheets inline. Every built stylesheet of the page arrives inside the `<head>`. Each
//    `<link rel="stylesheet">` is kept, `disabled` (the browser neither fetches nor applies it),
//    because React hydrates the head against those links; the `<style>` beside it is an element React
//    skips while hydrating the head.
// 2. The app's modules after the first paint. The `<link rel="modulepreload">`s go, and the module script that
//    imports the route modules and the client entry waits for the first paint, and for the page's main images and the
//    frame that paints them, before importing them. Without this, the browser fetches and runs the app's JavaScript,
//    and React hydrates, before it paints the page it already has. React adds the preload links back when it
//    hydrates; by then the modules are loaded.
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { INLINE_HREF_ATTR } from './first-paint';

/** A stylesheet over this size stays a link (the admin's editor CSS): inlining it would cost more than the round trip. */
export const MAX_INLINE_BYTES = 32 * 1024;
/** Past this much held output without finding what it looks for, the stream passes the rest through untouched. */
const MAX_HELD_BYTES = 1024 * 1024;
const HEAD_END = '</head>';
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_HREF = /\bhref="(\/assets\/[\w.-]+\.css)"/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
/** React Router's `<Scripts>` module script: static imports of the route modules, the manifest, then `import(entry)`. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/** The longest the modules wait for the first paint and the main images, so a stalled image does not hold them. */
export const MAIN_IMAGE_WAIT_MS = 2500;

/**
 * Waits for the first contentful paint (its performance entry; a frame where the browser has none), then for the
 * page's main images (every `<img fetchpriority="high">`: the largest paint is one of them) to arrive and be
 * decoded, and for the frame that paints them, all within MAIN_IMAGE_WAIT_MS. On a slow link the app's modules
 * would otherwise share the bandwidth with those images and delay them, and modules fetched before a paint count
 * against it (Lighthouse's estimate of a slow phone's FCP and LCP adds every request that began before them);
 * waiting for an animation frame alone let the modules start before the first paint in about one load in four. The
 * page needs no script to be read or to submit its forms. A hidden tab paints nothing, so there the scripts load at
 * once.
 */
const AFTER_FIRST_PAINT =
  "if(document.visibilityState!=='hidden'){" +
  `const cap=new Promise(r=>setTimeout(r,${MAIN_IMAGE_WAIT_MS}));` +
  'const frame=()=>new Promise(r=>requestAnimationFrame(()=>setTimeout(r,0)));' +
  "await Promise.race([cap,PerformanceObserver.supportedEntryTypes?.includes('paint')?new Promise(r=>" +
  "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}})" +
  ".observe({type:'paint',buffered:true})):frame()]);" +
  "const w=[...document.querySelectorAll('img[fetchpriority=high]')].map(i=>i.decode().catch(()=>{}));" +
  'await Promise.race([cap,Promise.all(w)]);await frame()}';

/** build/server/index.js sits beside build/client, where the hashed stylesheets are. */
const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

export type CssReader = (href: string) => string | null;

/** Reads built stylesheets once: their names are content hashes, so a file never changes under its name. */
export function createCssReader(clientDir = defaultClientDir): CssReader {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!cache.has(href)) {
      let css: string | null = null;
      try {
        const text = fs.readFileSync(path.join(clientDir, href), 'utf8');
        // `</style` inside the CSS would end the element early.
        if (Buffer.byteLength(text) <= MAX_INLINE_BYTES && !/<\/style/i.test(text)) css = text;
      } catch {
        css = null; // not built (the dev server) or not ours: keep the link
      }
      cache.set(href, css);
    }
    return cache.get(href) ?? null;
  };
}

/** The head with each built stylesheet inlined (plus the same link, disabled) and no module preloads. */
export function rewriteHead(head: string, readCss: CssReader): string {
  return head
    .replace(STYLESHEET_LINK, (tag) => {
      const href = BUILT_HREF.exec(tag)?.[1];
      const css = href ? readCss(href) : null;
      if (!href || css === null) return tag;
      return `<style ${INLINE_HREF_ATTR}="${href}">${css}</style>${tag.replace('<link', '<link disabled=""')}`;
    })
    .replace(MODULE_PRELOAD, '');
}

/**
 * The module script with its static imports turned into imports after the first paint. The
 * variables keep their names, so the rest of the script (the manifest, `window.__reactRouterRouteModules`,
 * `import(entry)`) runs unchanged. A module script may wait at its top level.
 */
export function deferModuleScript(html: string): string {
  return html.replace(MODULE_SCRIPT, (_all, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    const rest = body.replace(STATIC_IMPORT, '');
    const load = imports.length
      ? `const [${imports.map((m) => m[1]).join(',')}]=await Promise.all([${imports.map((m) => `import(${m[2]})`).join(',')}]);`
      : '';
    return `${open}${AFTER_FIRST_PAINT}${load}${rest}${close}`;
  });
}

/**
 * A stream over React's output that rewrites the head at `</head>`, then the module script when it
 * has passed whole, then passes everything through. It holds back only what it still has to read:
 * the head, then an unclosed `<script` in the body.
 */
export function firstPaintStream(readCss: CssReader): Transform {
  let pending = '';
  let stage: 'head' | 'body' | 'done' = 'head';
  const decoder = new TextDecoder();

  const advance = (stream: Transform, ending: boolean) => {
    if (stage === 'head') {
      const end = pending.indexOf(HEAD_END);
      if (end === -1) {
        if (ending || pending.length > MAX_HELD_BYTES) giveUp(stream);
        return;
      }
      stream.push(rewriteHead(pending.slice(0, end + HEAD_END.length), readCss));
      pending = pending.slice(end + HEAD_END.length);
      stage = 'body';
    }
    if (stage === 'body') {
      const match = MODULE_SCRIPT.exec(pending);
      if (match) {
        const end = match.index + match[0].length;
        stream.push(deferModuleScript(pending.slice(0, end)));
        pending = pending.slice(end);
        stage = 'done';
      } else if (ending || pending.length > MAX_HELD_BYTES) {
        giveUp(stream);
      } else {
        // Send what cannot be part of the module script: everything before an unclosed `<script`, or
        // before a `<` so near the end that it may be the start of one.
        const open = pending.lastIndexOf('<script');
        const lt = pending.lastIndexOf('<');
        const nearEnd = lt !== -1 && lt > pending.length - '<script'.length;
        const cut = open !== -1 && !pending.includes('</script>', open) ? open : nearEnd ? lt : pending.length;
        if (cut > 0) stream.push(pending.slice(0, cut));
        pending = pending.slice(cut);
      }
    }
    if (stage === 'done' && pending) {
      stream.push(pending);
      pending = '';
    }
  };
  const giveUp = (stream: Transform) => {
    stage = 'done';
    stream.push(pending);
    pending = '';
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (stage === 'done') return callback(null, chunk);
      pending += decoder.decode(chunk, { stream: true });
      advance(this, false);
      callback();
    },
    flush(callback: TransformCallback) {
      if (stage !== 'done') {
        pending += decoder.decode();
        advance(this, true);
      }
      callback();
    },
  });
}

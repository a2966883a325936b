import type { SyntheticEvent } from 'react';

/** The default banner for a blog or project without a (working) image: a small inline SVG, no request. */
export const DEFAULT_BANNER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3b57"/><stop offset="1" stop-color="#3f7196"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><g fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="6"><path d="M120 270 L250 140 L330 220 L400 160 L520 270 Z"/><circle cx="470" cy="110" r="30"/></g></svg>`,
  );

/** Swap a broken image for the default banner once. */
export function fallBackToBanner(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.src !== DEFAULT_BANNER) img.src = DEFAULT_BANNER;
}

// Small helpers shared by every composition: a seeded PRNG (so each image is the same on
// every run), the Jaipur palette and a few SVG string builders.

/** 32-bit FNV-1a: turns an image name into a stable seed. */
export function hashSeed(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: tiny, fast and good enough for layout jitter. */
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** Sandstone, terracotta, deep navy and ochre: the colours of Jaipur. */
export const palette = {
  night: '#0b1426',
  navy: '#14213d',
  navySoft: '#22365e',
  indigo: '#2c3e6b',
  sandstone: '#e9d5b5',
  sand: '#d8b98a',
  cream: '#f6efe3',
  terracotta: '#c0603a',
  rust: '#9c4a2c',
  ochre: '#d99a2b',
  gold: '#e8b659',
  pink: '#d98c7a',
  rose: '#e8b4a0',
  brown: '#5a3a22',
  olive: '#6b7445',
  sage: '#8a9a6b',
  water: '#3f6e8c',
  ink: '#1d2433',
};

export const FONT_SERIF = "'DejaVu Serif', Georgia, serif";
export const FONT_SANS = "'DejaVu Sans', Arial, sans-serif";

export const f = (n) => (Math.round(n * 10) / 10).toString();

export function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Vertical linear gradient from [offset, colour, opacity?] stops. */
export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" ${attrs}/>`;
export const circle = (cx, cy, r, attrs = '') => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`;
export const line = (x1, y1, x2, y2, attrs = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${attrs}/>`;
export const poly = (points, attrs = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" ${attrs}/>`;
export const path = (d, attrs = '') => `<path d="${d}" ${attrs}/>`;
export const text = (x, y, content, attrs = '') =>
  `<text x="${f(x)}" y="${f(y)}" ${attrs}>${escapeXml(content)}</text>`;

export function escapeXml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

/** A ridge line across the width, closed down to `bottom`: hills, far city edges, river banks. */
export function ridge(rng, w, baseY, amplitude, bottom, steps = 8) {
  const pts = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = baseY + Math.sin(phase + i * 0.9) * amplitude * 0.6 + rng.range(-amplitude, amplitude) * 0.4;
    pts.push([x, y]);
  }
  let d = `M0,${f(bottom)} L${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i];
    const [x2, y2] = pts[i + 1];
    const mx = (x1 + x2) / 2;
    d += ` Q${f(x1)},${f(y1)} ${f(mx)},${f((y1 + y2) / 2)}`;
  }
  const last = pts[pts.length - 1];
  d += ` L${f(last[0])},${f(last[1])} L${f(w)},${f(bottom)} Z`;
  return d;
}

/** A dusk sky: navy overhead, terracotta and ochre glow at the horizon, a low sun and a few stars. */
export function duskSky(id, rng, w, h, horizon, { sun = true, stars = true, mood = 'dusk' } = {}) {
  const stops =
    mood === 'day'
      ? [
          [0, '#8fb3c9'],
          [0.55, palette.cream],
          [1, palette.sandstone],
        ]
      : mood === 'gold'
        ? [
            [0, palette.indigo],
            [0.45, palette.pink],
            [0.8, palette.gold],
            [1, palette.cream],
          ]
        : [
            [0, palette.night],
            [0.35, palette.indigo],
            [0.7, palette.terracotta],
            [1, palette.gold],
          ];
  const defs =
    linear(`${id}-sky`, stops) +
    radial(`${id}-sun`, [
      [0, '#fff3d6', 1],
      [0.25, palette.gold, 0.85],
      [1, palette.gold, 0],
    ]);
  let body = rect(0, 0, w, horizon + 2, `fill="url(#${id}-sky)"`);
  if (stars && mood !== 'day') {
    for (let i = 0; i < 60; i++) {
      body += circle(
        rng.range(0, w),
        rng.range(0, horizon * 0.4),
        rng.range(0.6, 1.8),
        `fill="#fff" opacity="${f(rng.range(0.25, 0.8))}"`,
      );
    }
  }
  if (sun) {
    const sx = rng.range(w * 0.55, w * 0.8);
    const r = Math.min(w, h) * 0.32;
    body += circle(sx, horizon - r * 0.12, r, `fill="url(#${id}-sun)"`);
    body += circle(sx, horizon - r * 0.12, r * 0.16, `fill="#fff1d2" opacity="0.95"`);
  }
  return { defs, body };
}

// Marks and cards: monogram logos, the site logo, abstract team portraits, client logos
// (front and back), award plaques and the Open Graph card.
import {
  FONT_SANS,
  FONT_SERIF,
  circle,
  f,
  line,
  linear,
  palette,
  path,
  poly,
  radial,
  rect,
  svgDoc,
  text,
} from '../lib/svg.mjs';
import { skyline } from './landscape.mjs';

const SCHEMES = [
  { bg: palette.navy, fg: palette.gold, ring: palette.sandstone },
  { bg: palette.terracotta, fg: palette.cream, ring: palette.gold },
  { bg: palette.cream, fg: palette.navy, ring: palette.terracotta },
  { bg: palette.brown, fg: palette.sandstone, ring: palette.ochre },
  { bg: palette.indigo, fg: palette.cream, ring: palette.pink },
];

/** A square monogram: initials inside a ring, with a small skyline glyph; transparent corners. */
export function monogram(w, h, rng, { letters, scheme = 0 }) {
  const c = SCHEMES[scheme % SCHEMES.length];
  const r = Math.min(w, h) / 2;
  let body = `<rect x="${f(w * 0.04)}" y="${f(h * 0.04)}" width="${f(w * 0.92)}" height="${f(h * 0.92)}" rx="${f(r * 0.28)}" fill="${c.bg}"/>`;
  body += circle(w / 2, h / 2, r * 0.72, `fill="none" stroke="${c.ring}" stroke-width="${f(r * 0.03)}"`);
  body += circle(
    w / 2,
    h / 2,
    r * 0.66,
    `fill="none" stroke="${c.ring}" stroke-width="${f(r * 0.01)}" stroke-dasharray="${f(r * 0.04)} ${f(r * 0.03)}"`,
  );
  const size = letters.length > 2 ? r * 0.5 : r * 0.66;
  body += text(
    w / 2,
    h / 2 + size * 0.28,
    letters,
    `fill="${c.fg}" font-family="${FONT_SERIF}" font-weight="bold" font-size="${f(size)}" text-anchor="middle" letter-spacing="${f(r * 0.02)}"`,
  );
  const baseY = h / 2 + r * 0.52;
  let x = w / 2 - r * 0.3;
  while (x < w / 2 + r * 0.3) {
    const bw = r * rng.range(0.06, 0.11);
    const bh = r * rng.range(0.06, 0.18);
    body += rect(x, baseY - bh, bw, bh, `fill="${c.ring}"`);
    x += bw + r * 0.015;
  }
  return svgDoc(w, h, body);
}

/** The Cadmax mark: a C formed by a compass arc around a set-square, with the wordmark. */
export function siteLogoSvg(size = 400, { wordmark = true } = {}) {
  const s = size / 400;
  const cx = 200 * s;
  const cy = (wordmark ? 160 : 200) * s;
  let body = `<rect width="${size}" height="${size}" rx="${f(64 * s)}" fill="${palette.navy}"/>`;
  body += path(
    `M${f(cx + 88 * s)},${f(cy - 70 * s)} A${f(112 * s)},${f(112 * s)} 0 1 0 ${f(cx + 88 * s)},${f(cy + 70 * s)}`,
    `fill="none" stroke="${palette.gold}" stroke-width="${f(26 * s)}" stroke-linecap="round"`,
  );
  body += poly(
    [
      [cx - 50 * s, cy + 50 * s],
      [cx + 40 * s, cy + 50 * s],
      [cx - 50 * s, cy - 46 * s],
    ],
    `fill="${palette.terracotta}"`,
  );
  body += poly(
    [
      [cx - 30 * s, cy + 32 * s],
      [cx + 2 * s, cy + 32 * s],
      [cx - 30 * s, cy - 2 * s],
    ],
    `fill="${palette.navy}"`,
  );
  body += rect(cx + 12 * s, cy - 40 * s, 10 * s, 90 * s, `fill="${palette.sandstone}"`);
  if (wordmark) {
    body += text(
      cx,
      338 * s,
      'CADMAX',
      `fill="${palette.cream}" font-family="${FONT_SERIF}" font-weight="bold" font-size="${f(58 * s)}" text-anchor="middle" letter-spacing="${f(6 * s)}"`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

export const siteLogo = (w) => siteLogoSvg(w);

/** An abstract portrait: a silhouette against architectural shapes, not a photograph. */
export function portrait(w, h, rng, { scheme = 0 }) {
  const c = SCHEMES[scheme % SCHEMES.length];
  const bgDark = c.bg === palette.cream ? palette.indigo : c.bg;
  const defs =
    linear('pt-bg', [
      [0, bgDark],
      [1, palette.night],
    ]) +
    radial('pt-glow', [
      [0, c.ring, 0.55],
      [1, c.ring, 0],
    ]);
  let body = rect(0, 0, w, h, 'fill="url(#pt-bg)"');
  body += circle(w * 0.5, h * 0.4, w * 0.55, 'fill="url(#pt-glow)"');
  for (let i = 0; i < 6; i++) {
    const x = rng.range(-0.1, 0.9) * w;
    const bh = rng.range(0.2, 0.55) * h;
    body += rect(
      x,
      h - bh,
      rng.range(0.08, 0.2) * w,
      bh,
      `fill="${palette.sandstone}" opacity="${f(rng.range(0.05, 0.14))}"`,
    );
  }
  for (let i = 0; i < 5; i++)
    body += circle(
      w / 2,
      h * 0.4,
      w * (0.2 + i * 0.07),
      `fill="none" stroke="${c.ring}" stroke-width="1.5" opacity="${f(0.35 - i * 0.06)}"`,
    );
  const skin = rng.pick(['#c68c63', '#a8714c', '#d19b73', '#8f5d3d']);
  const tone = rng.pick([palette.terracotta, palette.navySoft, palette.ochre, palette.sand, palette.brown]);
  body += path(
    `M${f(w * 0.14)},${f(h)} C${f(w * 0.14)},${f(h * 0.74)} ${f(w * 0.3)},${f(h * 0.64)} ${f(w * 0.5)},${f(h * 0.64)} C${f(w * 0.7)},${f(h * 0.64)} ${f(w * 0.86)},${f(h * 0.74)} ${f(w * 0.86)},${f(h)} Z`,
    `fill="${tone}"`,
  );
  body += path(
    `M${f(w * 0.42)},${f(h * 0.64)} L${f(w * 0.5)},${f(h * 0.76)} L${f(w * 0.58)},${f(h * 0.64)} Z`,
    `fill="${palette.cream}"`,
  );
  const hair = rng.pick([palette.night, palette.ink, palette.brown]);
  // Long hair sits behind the head and falls to the shoulders; both styles share the crown.
  if (rng.chance(0.5)) {
    body += path(
      `M${f(w * 0.33)},${f(h * 0.66)} C${f(w * 0.26)},${f(h * 0.4)} ${f(w * 0.32)},${f(h * 0.24)} ${f(w * 0.5)},${f(h * 0.24)} C${f(w * 0.68)},${f(h * 0.24)} ${f(w * 0.74)},${f(h * 0.4)} ${f(w * 0.67)},${f(h * 0.66)} Z`,
      `fill="${hair}"`,
    );
  }
  body += rect(w * 0.445, h * 0.52, w * 0.11, h * 0.13, `fill="${skin}"`);
  body += `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.42)}" rx="${f(w * 0.15)}" ry="${f(h * 0.15)}" fill="${skin}"/>`;
  body += path(
    `M${f(w * 0.345)},${f(h * 0.43)} C${f(w * 0.33)},${f(h * 0.21)} ${f(w * 0.67)},${f(h * 0.21)} ${f(w * 0.655)},${f(h * 0.43)} C${f(w * 0.62)},${f(h * 0.33)} ${f(w * 0.45)},${f(h * 0.36)} ${f(w * 0.4)},${f(h * 0.32)} C${f(w * 0.37)},${f(h * 0.35)} ${f(w * 0.355)},${f(h * 0.39)} ${f(w * 0.345)},${f(h * 0.43)} Z`,
    `fill="${hair}"`,
  );
  return svgDoc(w, h, body, defs);
}

/** A client's logo card: the front is the mark, the back (shown on hover) is the inverse. */
export function clientLogo(w, h, rng, { name, line: subline, side, scheme = 0 }) {
  const c = SCHEMES[scheme % SCHEMES.length];
  const front = side === 'front';
  const bg = front ? palette.cream : c.bg === palette.cream ? palette.navy : c.bg;
  const fg = front ? palette.navy : palette.cream;
  const accent = front ? (c.bg === palette.cream ? palette.terracotta : c.bg) : palette.gold;
  let body = rect(0, 0, w, h, `fill="${bg}"`);
  const gx = h * 0.5;
  const gy = h * 0.5;
  const r = h * 0.26;
  const glyph = scheme % 3;
  if (glyph === 0)
    body +=
      poly(
        [
          [gx - r, gy + r * 0.8],
          [gx, gy - r],
          [gx + r, gy + r * 0.8],
        ],
        `fill="${accent}"`,
      ) +
      poly(
        [
          [gx - r * 0.3, gy + r * 0.8],
          [gx + r * 0.25, gy - r * 0.1],
          [gx + r * 0.8, gy + r * 0.8],
        ],
        `fill="${fg}" opacity="0.85"`,
      );
  else if (glyph === 1)
    body +=
      circle(gx, gy, r, `fill="none" stroke="${accent}" stroke-width="${f(r * 0.28)}"`) +
      rect(gx - r * 0.2, gy - r * 0.6, r * 0.4, r * 1.2, `fill="${fg}"`);
  else
    for (let i = 0; i < 3; i++)
      body += rect(
        gx - r + i * r * 0.72,
        gy + r - r * (0.8 + i * 0.55),
        r * 0.55,
        r * (0.8 + i * 0.55),
        `fill="${i === 1 ? fg : accent}"`,
      );
  // Fit the name into the space right of the glyph (bold caps with tracking run about 0.85 em wide).
  const size = Math.min(h * 0.16, (w - h * 1.05) / (name.length * 0.85));
  body += text(
    h * 0.9,
    h * 0.5,
    name.toUpperCase(),
    `fill="${fg}" font-family="${front ? FONT_SERIF : FONT_SANS}" font-weight="bold" font-size="${f(size)}" letter-spacing="${f(h * 0.01)}"`,
  );
  body += line(h * 0.9, h * 0.58, w - h * 0.15, h * 0.58, `stroke="${accent}" stroke-width="${f(h * 0.012)}"`);
  body += text(
    h * 0.9,
    h * 0.7,
    subline,
    `fill="${fg}" opacity="0.8" font-family="${FONT_SANS}" font-size="${f(h * 0.075)}"`,
  );
  if (!front)
    body += rect(
      h * 0.04,
      h * 0.04,
      w - h * 0.08,
      h * 0.92,
      `fill="none" stroke="${palette.gold}" stroke-width="${f(h * 0.01)}" rx="${f(h * 0.04)}"`,
    );
  return svgDoc(w, h, body);
}

/** A laurel branch along an arc on one side (-1 left, 1 right) of the medal. */
function laurel(cx, cy, r, side, fill) {
  let b = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.55 + (i / 8) * 0.75);
    const x = cx + side * -Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    const rot = side * -((a * 180) / Math.PI + 90 + 35);
    b += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.16)}" ry="${f(r * 0.06)}" fill="${fill}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})"/>`;
  }
  return b;
}

/** An award plaque: laurels around a medal, the title and the year. */
export function award(w, h, rng, { title, year, scheme = 0 }) {
  const c = SCHEMES[scheme % SCHEMES.length];
  const bg = c.bg === palette.cream ? palette.navy : c.bg;
  const defs =
    radial(
      'aw-bg',
      [
        [0, palette.indigo],
        [1, palette.night],
      ],
      { r: 0.75 },
    ) +
    linear('aw-gold', [
      [0, '#f6d58a'],
      [1, palette.ochre],
    ]);
  let body = rect(0, 0, w, h, 'fill="url(#aw-bg)"');
  body += rect(
    w * 0.04,
    h * 0.05,
    w * 0.92,
    h * 0.9,
    `fill="none" stroke="${palette.gold}" stroke-width="3" opacity="0.7"`,
  );
  body += rect(w * 0.06, h * 0.08, w * 0.88, h * 0.84, `fill="none" stroke="${bg}" stroke-width="2" opacity="0.9"`);
  const cx = w / 2;
  const cy = h * 0.36;
  const r = h * 0.2;
  body += laurel(cx, cy - r * 0.2, r * 1.2, -1, palette.gold) + laurel(cx, cy - r * 0.2, r * 1.2, 1, palette.gold);
  body +=
    circle(cx, cy, r * 0.78, 'fill="url(#aw-gold)"') +
    circle(cx, cy, r * 0.64, `fill="none" stroke="${palette.brown}" stroke-width="3"`);
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.2 : r * 0.46;
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
  });
  body += poly(star, `fill="${palette.brown}"`);
  const words = title.split(' ');
  const mid = Math.ceil(words.length / 2);
  const lines = words.length > 3 ? [words.slice(0, mid).join(' '), words.slice(mid).join(' ')] : [title];
  lines.forEach((ln, i) => {
    body += text(
      cx,
      h * 0.72 + i * h * 0.075,
      ln,
      `fill="${palette.cream}" font-family="${FONT_SERIF}" font-weight="bold" font-size="${f(h * 0.06)}" text-anchor="middle"`,
    );
  });
  body += text(
    cx,
    h * 0.9,
    String(year),
    `fill="${palette.gold}" font-family="${FONT_SANS}" font-size="${f(h * 0.045)}" text-anchor="middle" letter-spacing="${f(h * 0.012)}"`,
  );
  return svgDoc(w, h, body, defs);
}

/** The Open Graph card: a dusk skyline with the name and tagline over it. */
export function openGraph(w, h, rng) {
  const base = skyline(w, h, rng, { water: true });
  const overlay = `${rect(0, 0, w, h, `fill="${palette.night}" opacity="0.35"`)}<g transform="translate(${f(w * 0.06)} ${f(h * 0.16)}) scale(0.36)">${siteLogoSvg(400, { wordmark: false }).replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>${text(w * 0.2, h * 0.3, 'Cadmax', `fill="${palette.cream}" font-family="${FONT_SERIF}" font-weight="bold" font-size="${f(h * 0.14)}"`)}${text(w * 0.2, h * 0.4, 'Shaping Land into Landmarks', `fill="${palette.gold}" font-family="${FONT_SANS}" font-size="${f(h * 0.055)}"`)}${text(w * 0.06, h * 0.92, 'Urban planning · Architecture · Survey · Interiors — Jaipur, since 2005', `fill="${palette.cream}" font-family="${FONT_SANS}" font-size="${f(h * 0.04)}"`)}`;
  return base.replace('</svg>', `${overlay}</svg>`);
}

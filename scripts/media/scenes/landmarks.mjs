// Stylised landmarks, one per state or city the firm serves, on a shared sky-and-ground backdrop.
import { duskSky, f, linear, palette, path, poly, rect, ridge, svgDoc } from '../lib/svg.mjs';
import { archWindow, chhatri, tree } from './landscape.mjs';

const stone = palette.sandstone;

function dome(cx, baseY, r, fill) {
  return path(
    `M${f(cx - r)},${f(baseY)} C${f(cx - r)},${f(baseY - r * 1.2)} ${f(cx - r * 0.2)},${f(baseY - r * 1.3)} ${f(cx)},${f(baseY - r * 1.7)} C${f(cx + r * 0.2)},${f(baseY - r * 1.3)} ${f(cx + r)},${f(baseY - r * 1.2)} ${f(cx + r)},${f(baseY)} Z`,
    `fill="${fill}"`,
  );
}

function minaret(cx, baseY, height, width, fill) {
  let b = rect(cx - width / 2, baseY - height, width, height, `fill="${fill}"`);
  for (let k = 1; k <= 3; k++)
    b += rect(cx - width * 0.7, baseY - (height * k) / 3.4, width * 1.4, width * 0.25, `fill="${palette.rust}"`);
  return b + dome(cx, baseY - height, width * 0.65, fill);
}

/**
 * A small building with a terracotta gable roof (x in fractions of w): its walls `width` wide and 0.1 h tall, from
 * 0.12 h above the ground line g; the roof from eave to eave, its apex `ridge` h above g.
 */
function gabledHut(w, h, g, [x, width], [eaveLeft, apex, eaveRight], ridge, wall) {
  return (
    rect(w * x, g - h * 0.12, w * width, h * 0.1, `fill="${wall}"`) +
    poly(
      [
        [w * eaveLeft, g - h * 0.12],
        [w * apex, g - h * ridge],
        [w * eaveRight, g - h * 0.12],
      ],
      `fill="${palette.terracotta}"`,
    )
  );
}

const drawers = {
  // Hawa Mahal: a pink honeycomb of tiny arched windows rising to a pointed crown.
  'hawa-mahal': (w, h, g) => {
    let b = '';
    const tiers = 5;
    for (let t = 0; t < tiers; t++) {
      const tw = w * (0.7 - t * 0.1);
      const th = h * 0.09;
      const x = (w - tw) / 2;
      const y = g - (t + 1) * th;
      b += rect(x, y, tw, th, `fill="${palette.pink}"`) + rect(x, y, tw, th * 0.12, `fill="${palette.rust}"`);
      const n = Math.floor(tw / (w * 0.035));
      for (let i = 0; i < n; i++)
        b += archWindow(
          x + (i + 0.2) * (tw / n),
          y + th * 0.25,
          (tw / n) * 0.6,
          th * 0.6,
          i % 3 ? palette.cream : palette.gold,
        );
    }
    return (
      b +
      poly(
        [
          [w * 0.42, g - tiers * h * 0.09],
          [w * 0.5, g - tiers * h * 0.09 - h * 0.12],
          [w * 0.58, g - tiers * h * 0.09],
        ],
        `fill="${palette.pink}"`,
      )
    );
  },
  fields: (w, h, g, rng) => {
    let b = '';
    for (let i = 0; i < 6; i++)
      b += path(
        ridge(rng, w, g - h * 0.05 + i * h * 0.05, h * 0.015, h, 5),
        `fill="${[palette.sage, '#b5a25a', palette.olive, palette.gold][i % 4]}"`,
      );
    b += gabledHut(w, h, g, [0.6, 0.16], [0.58, 0.68, 0.78], 0.2, palette.cream);
    return b + tree(w * 0.3, g, h * 0.2, rng) + tree(w * 0.86, g + h * 0.02, h * 0.16, rng);
  },
  mountains: (w, h, g, rng) => {
    let b = '';
    const peaks = [
      [0.2, 0.32],
      [0.5, 0.22],
      [0.8, 0.3],
    ];
    for (const [px, py] of peaks) {
      const x = w * px;
      const y = h * py;
      b += poly(
        [
          [x - w * 0.3, g],
          [x, y],
          [x + w * 0.3, g],
        ],
        `fill="${palette.indigo}"`,
      );
      b += poly(
        [
          [x - w * 0.06, y + h * 0.09],
          [x, y],
          [x + w * 0.06, y + h * 0.09],
          [x + w * 0.02, y + h * 0.07],
          [x - w * 0.02, y + h * 0.1],
        ],
        `fill="${palette.cream}"`,
      );
    }
    b += path(ridge(rng, w, g - h * 0.06, h * 0.03, h, 6), `fill="${palette.olive}"`);
    b += gabledHut(w, h, g, [0.46, 0.08], [0.45, 0.5, 0.55], 0.26, stone);
    return b;
  },
  'golden-temple': (w, h, g) => {
    let b = rect(0, g - h * 0.02, w, h, `fill="${palette.water}"`);
    b += rect(w * 0.3, g - h * 0.2, w * 0.4, h * 0.18, `fill="${palette.gold}"`);
    for (let i = 0; i < 6; i++)
      b += archWindow(w * 0.32 + i * w * 0.062, g - h * 0.17, w * 0.04, h * 0.12, palette.ochre);
    b += dome(w * 0.5, g - h * 0.2, w * 0.08, palette.gold);
    for (const x of [0.32, 0.68]) b += dome(w * x, g - h * 0.2, w * 0.025, palette.gold);
    for (let i = 0; i < 8; i++)
      b += rect(
        w * (0.3 + (i % 4) * 0.1),
        g + h * (0.03 + i * 0.018),
        w * 0.06,
        h * 0.006,
        `fill="${palette.gold}" opacity="0.5"`,
      );
    return (
      b +
      rect(w * 0.1, g - h * 0.03, w * 0.2, h * 0.012, `fill="${palette.cream}"`) +
      rect(w * 0.7, g - h * 0.03, w * 0.2, h * 0.012, `fill="${palette.cream}"`)
    );
  },
  gateway: (w, h, g) => {
    let b = rect(0, g, w, h, `fill="${palette.water}"`);
    const x = w * 0.3;
    const gw = w * 0.4;
    b += rect(x, g - h * 0.42, gw, h * 0.42, `fill="${palette.sand}"`);
    b += archWindow(x + gw * 0.33, g - h * 0.3, gw * 0.34, h * 0.3, palette.indigo);
    b +=
      archWindow(x + gw * 0.08, g - h * 0.18, gw * 0.14, h * 0.16, palette.indigo) +
      archWindow(x + gw * 0.78, g - h * 0.18, gw * 0.14, h * 0.16, palette.indigo);
    for (const cx of [x + gw * 0.08, x + gw * 0.92, x + gw * 0.3, x + gw * 0.7])
      b += chhatri(cx, g - h * 0.42, w * 0.03, palette.sand, palette.rust);
    return b + rect(x - w * 0.02, g - h * 0.44, gw + w * 0.04, h * 0.03, `fill="${palette.rust}"`);
  },
  stupa: (w, h, g) => {
    let b = rect(w * 0.2, g - h * 0.05, w * 0.6, h * 0.05, `fill="${palette.sand}"`);
    b += path(
      `M${f(w * 0.24)},${f(g - h * 0.05)} A${f(w * 0.26)},${f(h * 0.3)} 0 0 1 ${f(w * 0.76)},${f(g - h * 0.05)} Z`,
      `fill="${stone}"`,
    );
    b +=
      rect(w * 0.46, g - h * 0.4, w * 0.08, h * 0.06, `fill="${palette.sand}"`) +
      rect(w * 0.495, g - h * 0.5, w * 0.01, h * 0.1, `fill="${palette.rust}"`);
    for (const y of [0.5, 0.46, 0.43]) b += rect(w * 0.47, g - h * y, w * 0.06, h * 0.01, `fill="${palette.rust}"`);
    // The torana gateway in front.
    b +=
      rect(w * 0.1, g - h * 0.28, w * 0.015, h * 0.28, `fill="${palette.brown}"`) +
      rect(w * 0.2, g - h * 0.28, w * 0.015, h * 0.28, `fill="${palette.brown}"`);
    for (const y of [0.28, 0.24, 0.2]) b += rect(w * 0.08, g - h * y, w * 0.16, h * 0.015, `fill="${palette.brown}"`);
    return b;
  },
  charminar: (w, h, g) => {
    let b = rect(w * 0.3, g - h * 0.32, w * 0.4, h * 0.32, `fill="${stone}"`);
    b += archWindow(w * 0.4, g - h * 0.26, w * 0.2, h * 0.26, palette.indigo);
    b += rect(w * 0.3, g - h * 0.34, w * 0.4, h * 0.03, `fill="${palette.rust}"`);
    for (let i = 0; i < 7; i++)
      b += archWindow(w * 0.32 + i * w * 0.052, g - h * 0.31, w * 0.03, h * 0.04, palette.indigo);
    for (const x of [0.3, 0.7]) b += minaret(w * x, g, h * 0.58, w * 0.05, stone);
    return b + dome(w * 0.5, g - h * 0.34, w * 0.05, stone);
  },
  stepwell: (w, h, g) => {
    let b = rect(0, g - h * 0.02, w, h, `fill="${palette.sand}"`);
    for (let i = 0; i < 9; i++) {
      const inset = i * w * 0.035;
      const y = g + i * h * 0.035;
      b += poly(
        [
          [inset, y],
          [w - inset, y],
          [w - inset - w * 0.035, y + h * 0.035],
          [inset + w * 0.035, y + h * 0.035],
        ],
        `fill="${i % 2 ? stone : palette.sand}" stroke="${palette.rust}" stroke-width="1"`,
      );
    }
    b += rect(w * 0.32, g + h * 0.3, w * 0.36, h * 0.1, `fill="${palette.water}"`);
    for (let i = 0; i < 5; i++) b += chhatri(w * (0.1 + i * 0.2), g - h * 0.01, w * 0.035, stone, palette.rust);
    return b;
  },
  gopuram: (w, h, g) => {
    let b = rect(0, g, w, h, `fill="${palette.water}"`);
    const tiers = 7;
    for (let t = 0; t < tiers; t++) {
      const tw = w * (0.34 - t * 0.035);
      const th = h * 0.065;
      b += rect((w - tw) / 2, g - (t + 1) * th, tw, th, `fill="${t % 2 ? palette.ochre : palette.terracotta}"`);
      for (let i = 0; i < 5; i++)
        b += rect(
          (w - tw) / 2 + ((i + 0.35) * tw) / 5,
          g - (t + 1) * th + th * 0.25,
          (tw / 5) * 0.3,
          th * 0.5,
          `fill="${palette.brown}" opacity="0.6"`,
        );
    }
    b += path(
      `M${f(w * 0.4)},${f(g - tiers * h * 0.065)} Q${f(w * 0.5)},${f(g - tiers * h * 0.065 - h * 0.12)} ${f(w * 0.6)},${f(g - tiers * h * 0.065)} Z`,
      `fill="${palette.terracotta}"`,
    );
    return b + archWindow(w * 0.46, g - h * 0.12, w * 0.08, h * 0.12, palette.night);
  },
  'garden-city': (w, h, g, rng) => {
    let b = '';
    for (let i = 0; i < 5; i++) {
      const x = w * (0.12 + i * 0.17);
      const bh = h * rng.range(0.25, 0.5);
      b += rect(x, g - bh, w * 0.1, bh, `fill="${i % 2 ? palette.indigo : palette.navySoft}"`);
      for (let k = 0; k < bh / (h * 0.04) - 1; k++)
        b += rect(
          x + w * 0.015,
          g - bh + h * 0.02 + k * h * 0.04,
          w * 0.07,
          h * 0.012,
          `fill="${palette.gold}" opacity="0.7"`,
        );
    }
    b += rect(0, g, w, h, `fill="${palette.olive}"`);
    for (let i = 0; i < 9; i++)
      b += tree(
        w * (0.05 + i * 0.11),
        g + h * 0.04,
        h * rng.range(0.12, 0.2),
        rng,
        i % 2 ? palette.sage : palette.olive,
      );
    return b;
  },
};

export function landmark(w, h, rng, { kind, mood = 'gold' }) {
  const draw = drawers[kind];
  if (!draw) throw new Error(`Unknown landmark ${kind}`);
  const g = h * 0.8;
  const sky = duskSky('lm', rng, w, h, g, { mood, stars: mood === 'dusk' });
  const defs =
    sky.defs +
    linear('lm-ground', [
      [0, palette.sand],
      [1, palette.terracotta],
    ]);
  const body = sky.body + rect(0, g, w, h - g, 'fill="url(#lm-ground)"') + draw(w, h, g, rng);
  return svgDoc(w, h, body, defs);
}

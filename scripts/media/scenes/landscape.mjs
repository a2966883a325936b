// Outdoor compositions: a city skyline at dusk, a river front, an industrial park,
// a farmhouse among fields and a Rajput palace façade.
import { circle, duskSky, f, line, linear, palette, path, poly, rect, ridge, svgDoc } from '../lib/svg.mjs';

/** A row of buildings standing on groundY, with lit windows when `windows` is set. */
export function buildingRow(rng, w, groundY, { minH, maxH, fill, windows = null, scale = 1, litRatio = 0.35 }) {
  let body = '';
  let x = -rng.range(0, 40) * scale;
  while (x < w) {
    const bw = rng.range(50, 150) * scale;
    const bh = rng.range(minH, maxH);
    const top = groundY - bh;
    body += rect(x, top, bw, bh + 2, `fill="${fill}"`);
    const roof = rng.next();
    if (roof < 0.18)
      body += poly(
        [
          [x + bw * 0.3, top],
          [x + bw * 0.5, top - bh * 0.18],
          [x + bw * 0.7, top],
        ],
        `fill="${fill}"`,
      );
    else if (roof < 0.32) body += rect(x + bw * 0.2, top - bh * 0.08, bw * 0.6, bh * 0.08 + 1, `fill="${fill}"`);
    else if (roof < 0.4)
      body += path(
        `M${f(x + bw * 0.25)},${f(top)} A${f(bw * 0.25)},${f(bw * 0.22)} 0 0 1 ${f(x + bw * 0.75)},${f(top)} Z`,
        `fill="${fill}"`,
      );
    else if (roof < 0.48) body += rect(x + bw * 0.48, top - bh * 0.25, 2.5 * scale, bh * 0.25, `fill="${fill}"`);
    if (windows) {
      const cols = Math.max(2, Math.floor(bw / (18 * scale)));
      const rows = Math.floor((bh - 20 * scale) / (22 * scale));
      const cw = bw / cols;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (!rng.chance(litRatio)) continue;
          const warm = rng.chance(0.8);
          body += rect(
            x + c * cw + cw * 0.3,
            top + 12 * scale + r * 22 * scale,
            cw * 0.4,
            9 * scale,
            `fill="${warm ? windows : palette.cream}" opacity="${f(rng.range(0.55, 1))}"`,
          );
        }
      }
    }
    x += bw + rng.range(-6, 14) * scale;
  }
  return body;
}

/** Water from `top` down: a band shading from `surface` to night, with `content` mirrored in it and fading out. */
function reflectingWater(id, w, top, h, content, surface) {
  const defs =
    linear(`${id}-water`, [
      [0, surface],
      [1, palette.night],
    ]) +
    linear(`${id}-fade`, [
      [0, '#fff', 0.55],
      [1, '#fff', 0],
    ]) +
    `<mask id="${id}-mask">${rect(0, top, w, h, `fill="url(#${id}-fade)"`)}</mask>`;
  const body =
    rect(0, top, w, h, `fill="url(#${id}-water)"`) +
    `<g mask="url(#${id}-mask)" opacity="0.55"><g transform="translate(0 ${f(top * 2)}) scale(1 -1)">${content}</g></g>`;
  return { defs, body };
}

/**
 * The frame of the golden-hour scenes (riverfront, industrial, farmhouse): the scale (1 at 1600 px wide), the ground
 * line at `ground` of the height, and a gold sky without stars down to it.
 */
function goldenHour(id, w, h, rng, ground) {
  const groundY = h * ground;
  return { s: w / 1600, ground: groundY, sky: duskSky(id, rng, w, h, groundY, { mood: 'gold', stars: false }) };
}

export function skyline(w, h, rng, { mood = 'dusk', water = true } = {}) {
  const s = w / 1600;
  const horizon = h * (water ? 0.68 : 0.8);
  const sky = duskSky('sk', rng, w, h, horizon, { mood });
  let defs = sky.defs;
  const far = buildingRow(rng, w, horizon, {
    minH: h * 0.12,
    maxH: h * 0.3,
    fill: mood === 'day' ? '#b9a58a' : '#4a4f73',
    scale: s,
  });
  const mid = buildingRow(rng, w, horizon, {
    minH: h * 0.08,
    maxH: h * 0.38,
    fill: mood === 'day' ? '#8c6e55' : palette.navySoft,
    windows: palette.gold,
    scale: s,
    litRatio: 0.25,
  });
  const near = buildingRow(rng, w, horizon, {
    minH: h * 0.05,
    maxH: h * 0.2,
    fill: mood === 'day' ? palette.brown : palette.night,
    windows: palette.ochre,
    scale: s * 1.3,
    litRatio: 0.3,
  });
  const city = `<g opacity="0.75">${far}</g>${mid}${near}`;
  let body = sky.body + city;
  if (water) {
    const mirrored = reflectingWater('sk', w, horizon, h - horizon, city, palette.navySoft);
    defs += mirrored.defs;
    body += mirrored.body;
    for (let i = 0; i < 40; i++) {
      const y = rng.range(horizon + 6, h);
      const x = rng.range(0, w);
      body += line(
        x,
        y,
        x + rng.range(20, 120) * s,
        y,
        `stroke="${palette.gold}" stroke-width="${f(1.5 * s + 0.5)}" opacity="${f(rng.range(0.15, 0.5))}"`,
      );
    }
  } else {
    body += rect(0, horizon, w, h - horizon, `fill="${palette.night}"`);
  }
  return svgDoc(w, h, body, defs);
}

function tree(x, groundY, size, rng, fill = palette.olive) {
  let t = rect(x - size * 0.06, groundY - size * 0.9, size * 0.12, size * 0.9, `fill="${palette.brown}"`);
  for (let i = 0; i < 4; i++) {
    t += circle(
      x + rng.range(-0.35, 0.35) * size,
      groundY - size * rng.range(0.85, 1.3),
      size * rng.range(0.32, 0.5),
      `fill="${fill}" opacity="${f(rng.range(0.8, 1))}"`,
    );
  }
  return t;
}

export function riverfront(w, h, rng) {
  const { s, ground: horizon, sky } = goldenHour('rv', w, h, rng, 0.5);
  let defs =
    sky.defs +
    linear('rv-water', [
      [0, '#6f8fa6'],
      [1, palette.navySoft],
    ]);
  let body = sky.body;
  body += `<g opacity="0.6">${buildingRow(rng, w, horizon, { minH: h * 0.06, maxH: h * 0.2, fill: '#9a7c8a', scale: s })}</g>`;
  body += rect(0, horizon, w, h - horizon, 'fill="url(#rv-water)"');
  // Far bank, then the near bank with stepped ghats running down to the water.
  body += path(ridge(rng, w, horizon + h * 0.03, h * 0.01, horizon + h * 0.06, 6), `fill="${palette.sage}"`);
  const bankTop = h * 0.72;
  body += path(
    `M0,${f(bankTop)} C${f(w * 0.3)},${f(bankTop - h * 0.05)} ${f(w * 0.6)},${f(bankTop + h * 0.06)} ${f(w)},${f(bankTop - h * 0.02)} L${f(w)},${f(h)} L0,${f(h)} Z`,
    `fill="${palette.sandstone}"`,
  );
  for (let i = 0; i < 7; i++) {
    const y = bankTop + i * h * 0.018;
    body += path(
      `M0,${f(y)} C${f(w * 0.3)},${f(y - h * 0.05)} ${f(w * 0.6)},${f(y + h * 0.06)} ${f(w)},${f(y - h * 0.02)}`,
      `stroke="${palette.sand}" stroke-width="${f(3 * s)}" fill="none"`,
    );
  }
  body += rect(0, h * 0.86, w, h * 0.14, `fill="${palette.terracotta}" opacity="0.9"`);
  for (let x = 0; x < w; x += 60 * s)
    body += line(x, h * 0.86, x + 30 * s, h, `stroke="${palette.rust}" stroke-width="${f(2 * s)}" opacity="0.5"`);
  for (let i = 0; i < 9; i++) body += tree(rng.range(0, w), h * 0.86, rng.range(60, 110) * s, rng);
  for (let i = 0; i < 5; i++) {
    const x = (w / 5) * i + rng.range(40, 160) * s;
    body +=
      rect(x, h * 0.78, 3 * s, h * 0.08, `fill="${palette.ink}"`) +
      circle(x + 1.5 * s, h * 0.78, 7 * s, `fill="${palette.gold}"`);
  }
  for (let i = 0; i < 30; i++) {
    const y = rng.range(horizon + h * 0.08, h * 0.7);
    const x = rng.range(0, w);
    body += line(
      x,
      y,
      x + rng.range(30, 140) * s,
      y,
      `stroke="#fff" stroke-width="${f(1.5 * s + 0.5)}" opacity="${f(rng.range(0.1, 0.35))}"`,
    );
  }
  return svgDoc(w, h, body, defs);
}

function shed(x, groundY, width, height, teeth, fill, roofFill) {
  let b = rect(x, groundY - height, width, height, `fill="${fill}"`);
  const tw = width / teeth;
  for (let i = 0; i < teeth; i++) {
    const x0 = x + i * tw;
    b += poly(
      [
        [x0, groundY - height],
        [x0 + tw, groundY - height - tw * 0.45],
        [x0 + tw, groundY - height],
      ],
      `fill="${roofFill}"`,
    );
    b += poly(
      [
        [x0 + tw * 0.9, groundY - height - tw * 0.4],
        [x0 + tw, groundY - height - tw * 0.45],
        [x0 + tw, groundY - height],
      ],
      `fill="${palette.gold}" opacity="0.6"`,
    );
  }
  for (let i = 0; i < teeth; i++)
    b += rect(
      x + i * tw + tw * 0.2,
      groundY - height * 0.55,
      tw * 0.6,
      height * 0.5,
      `fill="${palette.navySoft}" opacity="0.8"`,
    );
  return b;
}

export function industrial(w, h, rng) {
  const { s, ground: groundY, sky } = goldenHour('in', w, h, rng, 0.7);
  let body = sky.body;
  body += path(ridge(rng, w, groundY - h * 0.12, h * 0.04, groundY, 7), `fill="${palette.rose}" opacity="0.7"`);
  let x = 20 * s;
  while (x < w) {
    const sw = rng.range(220, 420) * s;
    if (rng.chance(0.25)) {
      const cx = x + 30 * s;
      body += rect(cx, groundY - h * 0.42, 22 * s, h * 0.42, `fill="${palette.rust}"`);
      for (let k = 0; k < 3; k++)
        body += rect(cx, groundY - h * 0.4 + k * 40 * s, 22 * s, 6 * s, `fill="${palette.cream}" opacity="0.7"`);
      body += circle(cx + 20 * s, groundY - h * 0.47, 26 * s, `fill="${palette.cream}" opacity="0.35"`);
      x += 70 * s;
    }
    body += shed(
      x,
      groundY,
      sw,
      rng.range(0.12, 0.2) * h,
      rng.int(4, 7),
      rng.pick([palette.sandstone, palette.sand, '#cdb89a']),
      palette.terracotta,
    );
    x += sw + rng.range(30, 80) * s;
  }
  body += rect(0, groundY, w, h - groundY, `fill="${palette.olive}"`);
  body += poly(
    [
      [w * 0.35, groundY],
      [w * 0.65, groundY],
      [w * 0.95, h],
      [w * 0.05, h],
    ],
    `fill="${palette.ink}"`,
  );
  for (let i = 0; i < 6; i++) {
    const t0 = i / 6;
    const t1 = t0 + 0.08;
    const y0 = groundY + (h - groundY) * t0;
    const y1 = groundY + (h - groundY) * t1;
    body += poly(
      [
        [w / 2 - 3 * s - t0 * 6 * s, y0],
        [w / 2 + 3 * s + t0 * 6 * s, y0],
        [w / 2 + 3 * s + t1 * 6 * s, y1],
        [w / 2 - 3 * s - t1 * 6 * s, y1],
      ],
      `fill="${palette.gold}"`,
    );
  }
  for (let i = 0; i < 10; i++)
    body += tree(
      rng.chance(0.5) ? rng.range(0, w * 0.3) : rng.range(w * 0.7, w),
      groundY + rng.range(20, 140) * s,
      rng.range(50, 90) * s,
      rng,
      palette.sage,
    );
  return svgDoc(w, h, body, sky.defs);
}

export function farmhouse(w, h, rng) {
  const { s, ground: horizon, sky } = goldenHour('fm', w, h, rng, 0.55);
  let body = sky.body;
  const greens = [palette.sage, palette.olive, '#9aa25a', '#b5a25a', palette.sand];
  for (let i = 0; i < 5; i++) {
    const y = horizon + i * h * 0.08;
    const fill = greens[i % greens.length];
    body += path(ridge(rng, w, y, h * 0.03, h, 6), `fill="${fill}"`);
    for (let k = 0; k < 8; k++) {
      const yy = y + h * 0.02 + k * h * 0.011;
      body += path(
        `M0,${f(yy)} Q${f(w / 2)},${f(yy - h * 0.03)} ${f(w)},${f(yy + h * 0.01)}`,
        `stroke="${palette.brown}" stroke-width="${f(1.5 * s)}" fill="none" opacity="0.18"`,
      );
    }
  }
  // The farmhouse: whitewashed walls, terracotta roof, a deep veranda.
  const hx = w * 0.52;
  const hy = horizon + h * 0.16;
  const hw = 420 * s;
  const hh = 130 * s;
  body += rect(hx, hy - hh, hw, hh, `fill="${palette.cream}"`);
  body += poly(
    [
      [hx - 30 * s, hy - hh],
      [hx + hw * 0.5, hy - hh - 120 * s],
      [hx + hw + 30 * s, hy - hh],
    ],
    `fill="${palette.terracotta}"`,
  );
  body += rect(hx - 30 * s, hy - hh - 6 * s, hw + 60 * s, 10 * s, `fill="${palette.rust}"`);
  for (let i = 0; i < 5; i++)
    body += rect(hx + 20 * s + i * 85 * s, hy - hh + 25 * s, 40 * s, 60 * s, `fill="${palette.navySoft}"`);
  for (let i = 0; i < 7; i++) body += rect(hx + i * (hw / 6) - 4 * s, hy - hh, 8 * s, hh, `fill="${palette.sand}"`);
  body += rect(hx - 10 * s, hy - 8 * s, hw + 20 * s, 12 * s, `fill="${palette.sand}"`);
  for (let i = 0; i < 8; i++)
    body += tree(
      rng.chance(0.5) ? rng.range(0, hx - 60 * s) : rng.range(hx + hw + 60 * s, w),
      hy + rng.range(-20, 120) * s,
      rng.range(80, 150) * s,
      rng,
    );
  body += path(
    `M${f(hx + hw * 0.5)},${f(hy)} C${f(hx + hw * 0.4)},${f(h * 0.85)} ${f(w * 0.3)},${f(h * 0.9)} ${f(w * 0.2)},${f(h)}`,
    `stroke="${palette.sandstone}" stroke-width="${f(28 * s)}" fill="none"`,
  );
  return svgDoc(w, h, body, sky.defs);
}

function chhatri(cx, baseY, r, fill, accent) {
  let b =
    rect(cx - r, baseY - r * 0.9, r * 0.18, r * 0.9, `fill="${fill}"`) +
    rect(cx + r * 0.82, baseY - r * 0.9, r * 0.18, r * 0.9, `fill="${fill}"`);
  b += rect(cx - r * 1.15, baseY - r * 1.05, r * 2.3, r * 0.18, `fill="${accent}"`);
  b += path(
    `M${f(cx - r)},${f(baseY - r * 1.05)} Q${f(cx - r)},${f(baseY - r * 2.1)} ${f(cx)},${f(baseY - r * 2.2)} Q${f(cx + r)},${f(baseY - r * 2.1)} ${f(cx + r)},${f(baseY - r * 1.05)} Z`,
    `fill="${fill}"`,
  );
  b += rect(cx - r * 0.05, baseY - r * 2.55, r * 0.1, r * 0.38, `fill="${palette.gold}"`);
  return b;
}

function archWindow(x, y, w, h, fill) {
  return path(
    `M${f(x)},${f(y + h)} L${f(x)},${f(y + w * 0.5)} Q${f(x)},${f(y)} ${f(x + w / 2)},${f(y)} Q${f(x + w)},${f(y)} ${f(x + w)},${f(y + w * 0.5)} L${f(x + w)},${f(y + h)} Z`,
    `fill="${fill}"`,
  );
}

/** A symmetrical Rajput façade: plinth, storeys of arched jharokhas, chhatris on the roofline. */
export function palace(w, h, rng, { mood = 'dusk', wall = palette.sandstone, pool = true } = {}) {
  const s = w / 1600;
  const groundY = h * (pool ? 0.74 : 0.88);
  const sky = duskSky('pl', rng, w, h, groundY, { mood });
  let defs =
    sky.defs +
    linear('pl-wall', [
      [0, wall],
      [1, palette.sand],
    ]);
  const fw = w * 0.78;
  const fx = (w - fw) / 2;
  const storeys = 3;
  const storeyH = h * 0.13;
  const top = groundY - storeys * storeyH;
  let facade = rect(fx, top, fw, groundY - top, 'fill="url(#pl-wall)"');
  const bays = 11;
  const bay = fw / bays;
  for (let st = 0; st < storeys; st++) {
    const y = top + st * storeyH;
    facade += rect(fx, y, fw, 6 * s, `fill="${palette.terracotta}" opacity="0.85"`);
    for (let b = 0; b < bays; b++) {
      const centre = b === Math.floor(bays / 2);
      if (st === storeys - 1 && centre) continue;
      const lit = rng.chance(0.45);
      facade += archWindow(
        fx + b * bay + bay * 0.22,
        y + storeyH * 0.22,
        bay * 0.56,
        storeyH * 0.66,
        lit ? palette.gold : palette.navySoft,
      );
      if (st === 1 && b % 2 === 0)
        facade += rect(fx + b * bay + bay * 0.12, y + storeyH * 0.86, bay * 0.76, 8 * s, `fill="${palette.rust}"`);
    }
  }
  const gw = bay * 1.3;
  facade += archWindow(w / 2 - gw / 2, groundY - storeyH * 1.25, gw, storeyH * 1.25, palette.night);
  facade += archWindow(
    w / 2 - gw / 2 + 8 * s,
    groundY - storeyH * 1.25 + 8 * s,
    gw - 16 * s,
    storeyH * 1.25 - 8 * s,
    palette.gold,
  );
  for (let b = 0; b <= bays; b += 2)
    facade += chhatri(fx + b * bay + (b === bays ? -bay * 0.5 : bay * 0.5), top, bay * 0.38, wall, palette.terracotta);
  facade += chhatri(w / 2, top - storeyH * 0.35, bay * 0.8, wall, palette.terracotta);
  facade += rect(w / 2 - bay * 1.1, top - storeyH * 0.35, bay * 2.2, storeyH * 0.35, `fill="${wall}"`);
  facade += rect(fx - 20 * s, groundY - 14 * s, fw + 40 * s, 14 * s, `fill="${palette.rust}"`);
  let body = sky.body + facade;
  if (pool) {
    const mirrored = reflectingWater('pl', w, groundY, h - groundY, facade, palette.water);
    defs += mirrored.defs;
    body += mirrored.body;
    body += rect(0, h * 0.95, w, h * 0.05, `fill="${palette.sand}"`);
  } else {
    body += rect(0, groundY, w, h - groundY, `fill="${palette.sand}"`);
  }
  return svgDoc(w, h, body, defs);
}

export { tree, chhatri, archWindow };

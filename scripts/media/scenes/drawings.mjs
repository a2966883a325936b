// Drawn compositions: a blueprint floor plan, a survey contour map, isometric blocks and
// a one-point-perspective interior.
import { FONT_SANS, circle, f, line, linear, palette, path, poly, radial, rect, svgDoc, text } from '../lib/svg.mjs';

function gridLines(w, h, step, stroke, width, opacity) {
  let d = '';
  for (let x = 0; x <= w; x += step) d += `M${f(x)},0V${f(h)}`;
  for (let y = 0; y <= h; y += step) d += `M0,${f(y)}H${f(w)}`;
  return path(d, `stroke="${stroke}" stroke-width="${width}" opacity="${opacity}" fill="none"`);
}

/** Splits a room rectangle recursively into smaller rooms, like a real apartment plan. */
function splitRooms(rng, room, depth, out) {
  const [x, y, w, h] = room;
  if (depth === 0 || (w < 220 && h < 220)) {
    out.push(room);
    return;
  }
  const vertical = w > h ? rng.chance(0.8) : rng.chance(0.2);
  const t = rng.range(0.35, 0.65);
  if (vertical) {
    splitRooms(rng, [x, y, w * t, h], depth - 1, out);
    splitRooms(rng, [x + w * t, y, w * (1 - t), h], depth - 1, out);
  } else {
    splitRooms(rng, [x, y, w, h * t], depth - 1, out);
    splitRooms(rng, [x, y + h * t, w, h * (1 - t)], depth - 1, out);
  }
}

export function blueprint(w, h, rng, { label = 'GROUND FLOOR PLAN' } = {}) {
  const s = w / 1600;
  const defs = radial(
    'bp-bg',
    [
      [0, '#1d4a80'],
      [1, '#0c2142'],
    ],
    { r: 0.8 },
  );
  let body = rect(0, 0, w, h, 'fill="url(#bp-bg)"');
  body += gridLines(w, h, 20 * s, '#9cc3ee', 0.6, 0.18) + gridLines(w, h, 100 * s, '#9cc3ee', 1, 0.3);
  const px = w * 0.1;
  const py = h * 0.12;
  const pw = w * 0.62;
  const ph = h * 0.7;
  const rooms = [];
  splitRooms(rng, [px, py, pw, ph], 4, rooms);
  const wall = `stroke="#e8f1ff" stroke-width="${f(6 * s)}" fill="none"`;
  const thin = `stroke="#cfe2fb" stroke-width="${f(1.5 * s)}"`;
  for (const [x, y, rw, rh] of rooms) {
    body += rect(x, y, rw, rh, `fill="#ffffff" fill-opacity="0.03" ${thin}`);
    // A door: a gap in the wall with its swing arc.
    const d = Math.min(70 * s, rw * 0.3, rh * 0.3);
    const dx = x + rw * rng.range(0.2, 0.6);
    body += rect(dx, y - 4 * s, d, 8 * s, 'fill="#143863"');
    body += path(
      `M${f(dx)},${f(y)} L${f(dx)},${f(y + d)} A${f(d)},${f(d)} 0 0 0 ${f(dx + d)},${f(y)}`,
      `${thin} fill="none"`,
    );
    if (rng.chance(0.5))
      body += line(
        x + rw * 0.15,
        y + rh * 0.75,
        x + rw * 0.85,
        y + rh * 0.75,
        `${thin} stroke-dasharray="${f(8 * s)} ${f(6 * s)}"`,
      );
    const area = ((rw / s) * (rh / s)) / 1000;
    body += text(
      x + rw / 2,
      y + rh / 2,
      `${f(area)} m²`,
      `fill="#e8f1ff" font-family="${FONT_SANS}" font-size="${f(16 * s)}" text-anchor="middle" opacity="0.8"`,
    );
  }
  body += rect(px, py, pw, ph, wall);
  // Dimension lines above and to the left of the plan.
  const dim = `stroke="#e8f1ff" stroke-width="${f(1.2 * s)}"`;
  body += line(px, py - 40 * s, px + pw, py - 40 * s, dim) + line(px - 40 * s, py, px - 40 * s, py + ph, dim);
  for (const xx of [px, px + pw]) body += line(xx - 8 * s, py - 32 * s, xx + 8 * s, py - 48 * s, dim);
  for (const yy of [py, py + ph]) body += line(px - 48 * s, yy + 8 * s, px - 32 * s, yy - 8 * s, dim);
  body += text(
    px + pw / 2,
    py - 50 * s,
    `${f(pw / s / 50)} m`,
    `fill="#e8f1ff" font-family="${FONT_SANS}" font-size="${f(18 * s)}" text-anchor="middle"`,
  );
  // Compass and title block.
  const cx = w * 0.85;
  const cy = h * 0.22;
  body += circle(cx, cy, 60 * s, `stroke="#e8f1ff" stroke-width="${f(2 * s)}" fill="none"`);
  body += poly(
    [
      [cx, cy - 70 * s],
      [cx + 14 * s, cy],
      [cx, cy - 10 * s],
      [cx - 14 * s, cy],
    ],
    `fill="${palette.gold}"`,
  );
  body += text(
    cx,
    cy - 80 * s,
    'N',
    `fill="#e8f1ff" font-family="${FONT_SANS}" font-size="${f(22 * s)}" text-anchor="middle" font-weight="bold"`,
  );
  const tx = w * 0.76;
  const ty = h * 0.66;
  body += rect(tx, ty, w * 0.2, h * 0.2, `fill="#0c2142" stroke="#e8f1ff" stroke-width="${f(2 * s)}"`);
  body += line(tx, ty + h * 0.07, tx + w * 0.2, ty + h * 0.07, dim);
  body += text(
    tx + 16 * s,
    ty + h * 0.05,
    'CADMAX',
    `fill="${palette.gold}" font-family="${FONT_SANS}" font-size="${f(26 * s)}" font-weight="bold" letter-spacing="${f(4 * s)}"`,
  );
  body += text(tx + 16 * s, ty + h * 0.11, label, `fill="#e8f1ff" font-family="${FONT_SANS}" font-size="${f(15 * s)}"`);
  body += text(
    tx + 16 * s,
    ty + h * 0.16,
    'SCALE 1:100  ·  JAIPUR',
    `fill="#9cc3ee" font-family="${FONT_SANS}" font-size="${f(13 * s)}"`,
  );
  return svgDoc(w, h, body, defs);
}

/** Height field: a few gaussian hills and a valley, the ground a surveyor would map. */
function heightField(rng, w, h) {
  const hills = Array.from({ length: rng.int(4, 7) }, () => ({
    x: rng.range(-0.1, 1.1) * w,
    y: rng.range(-0.1, 1.1) * h,
    r: rng.range(0.12, 0.35) * Math.max(w, h),
    a: rng.range(-0.6, 1),
  }));
  const tilt = rng.range(-0.3, 0.3);
  return (x, y) => {
    let v = tilt * (x / w);
    for (const p of hills) v += p.a * Math.exp(-((x - p.x) ** 2 + (y - p.y) ** 2) / (p.r * p.r));
    return v;
  };
}

/** Marching squares: one path of segments per contour level. */
function contours(fn, w, h, step, levels) {
  const cols = Math.ceil(w / step) + 1;
  const rows = Math.ceil(h / step) + 1;
  const grid = new Float64Array(cols * rows);
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) grid[j * cols + i] = fn(i * step, j * step);
  return levels.map((level) => {
    let d = '';
    for (let j = 0; j < rows - 1; j++) {
      for (let i = 0; i < cols - 1; i++) {
        const a = grid[j * cols + i];
        const b = grid[j * cols + i + 1];
        const c = grid[(j + 1) * cols + i + 1];
        const e = grid[(j + 1) * cols + i];
        const x = i * step;
        const y = j * step;
        const pts = [];
        const edge = (v1, v2, x1, y1, x2, y2) => {
          if (v1 < level !== v2 < level) {
            const t = (level - v1) / (v2 - v1);
            pts.push([x1 + (x2 - x1) * t, y1 + (y2 - y1) * t]);
          }
        };
        edge(a, b, x, y, x + step, y);
        edge(b, c, x + step, y, x + step, y + step);
        edge(e, c, x, y + step, x + step, y + step);
        edge(a, e, x, y, x, y + step);
        for (let k = 0; k + 1 < pts.length; k += 2)
          d += `M${f(pts[k][0])},${f(pts[k][1])}L${f(pts[k + 1][0])},${f(pts[k + 1][1])}`;
      }
    }
    return d;
  });
}

export function contourMap(w, h, rng, { dark = false } = {}) {
  const s = w / 1600;
  const bg = dark ? palette.navy : palette.cream;
  const ink = dark ? palette.sand : palette.brown;
  let body = rect(0, 0, w, h, `fill="${bg}"`);
  body += gridLines(w, h, 160 * s, dark ? palette.sandstone : palette.terracotta, 1, 0.25);
  const fn = heightField(rng, w, h);
  // Levels spread evenly between the lowest and highest sampled ground, so every map is dense.
  let lo = Infinity;
  let hi = -Infinity;
  for (let y = 0; y <= h; y += 20 * s) {
    for (let x = 0; x <= w; x += 20 * s) {
      const v = fn(x, y);
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  const levels = Array.from({ length: 26 }, (_, i) => lo + ((hi - lo) * (i + 0.5)) / 26);
  const paths = contours(fn, w, h, 10 * s, levels);
  paths.forEach((d, i) => {
    const major = i % 5 === 2;
    body += path(
      d,
      `stroke="${major ? palette.terracotta : ink}" stroke-width="${f((major ? 2.4 : 1.1) * s + 0.3)}" fill="none" opacity="${major ? 0.9 : 0.6}" stroke-linecap="round"`,
    );
  });
  // A stream along the valley floor and a few plot boundaries.
  let stream = `M${f(-10)},${f(h * rng.range(0.3, 0.7))}`;
  for (let i = 1; i <= 6; i++)
    stream += ` S${f((w * (i - 0.5)) / 6)},${f(h * rng.range(0.2, 0.8))} ${f((w * i) / 6)},${f(h * rng.range(0.3, 0.7))}`;
  body += path(
    stream,
    `stroke="${palette.water}" stroke-width="${f(6 * s)}" fill="none" opacity="0.8" stroke-linecap="round"`,
  );
  for (let i = 0; i < 3; i++) {
    const x = rng.range(0.1, 0.7) * w;
    const y = rng.range(0.1, 0.7) * h;
    const pw = rng.range(160, 320) * s;
    const ph = rng.range(120, 240) * s;
    body += poly(
      [
        [x, y],
        [x + pw, y + rng.range(-20, 20) * s],
        [x + pw + rng.range(-20, 20) * s, y + ph],
        [x, y + ph + rng.range(-20, 20) * s],
      ],
      `fill="${palette.ochre}" fill-opacity="0.12" stroke="${palette.rust}" stroke-width="${f(2 * s)}" stroke-dasharray="${f(14 * s)} ${f(8 * s)}"`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0.08, 0.92) * w;
    const y = rng.range(0.08, 0.92) * h;
    body += poly(
      [
        [x, y - 12 * s],
        [x + 10 * s, y + 6 * s],
        [x - 10 * s, y + 6 * s],
      ],
      `fill="${palette.terracotta}"`,
    );
    body += text(
      x + 16 * s,
      y + 5 * s,
      `BM ${f(380 + fn(x, y) * 40)}`,
      `fill="${ink}" font-family="${FONT_SANS}" font-size="${f(15 * s)}"`,
    );
  }
  // North arrow and a scale bar in the lower corner.
  const nx = w * 0.92;
  const ny = h * 0.14;
  body += poly(
    [
      [nx, ny - 50 * s],
      [nx + 16 * s, ny + 20 * s],
      [nx, ny + 8 * s],
      [nx - 16 * s, ny + 20 * s],
    ],
    `fill="${palette.navy}" stroke="${ink}" stroke-width="${f(s)}"`,
  );
  body += text(
    nx,
    ny - 58 * s,
    'N',
    `fill="${ink}" font-family="${FONT_SANS}" font-size="${f(22 * s)}" text-anchor="middle" font-weight="bold"`,
  );
  for (let i = 0; i < 4; i++)
    body += rect(
      w * 0.06 + i * 60 * s,
      h * 0.92,
      60 * s,
      10 * s,
      `fill="${i % 2 ? bg : ink}" stroke="${ink}" stroke-width="${f(s)}"`,
    );
  body += text(
    w * 0.06,
    h * 0.9,
    '0        50        100       150      200 m',
    `fill="${ink}" font-family="${FONT_SANS}" font-size="${f(13 * s)}"`,
  );
  return svgDoc(w, h, body);
}

/** A block in isometric projection at grid (i, j) with its height in grid units. */
function isoBlock(ox, oy, u, i, j, bw, bd, bh, colors, rng) {
  const px = (a, b, z) => [ox + (a - b) * u * 0.866, oy + (a + b) * u * 0.5 - z * u];
  const top = [px(i, j, bh), px(i + bw, j, bh), px(i + bw, j + bd, bh), px(i, j + bd, bh)];
  const left = [px(i, j + bd, 0), px(i + bw, j + bd, 0), px(i + bw, j + bd, bh), px(i, j + bd, bh)];
  const right = [px(i + bw, j, 0), px(i + bw, j + bd, 0), px(i + bw, j + bd, bh), px(i + bw, j, bh)];
  let b =
    poly(left, `fill="${colors.left}"`) + poly(right, `fill="${colors.right}"`) + poly(top, `fill="${colors.top}"`);
  // Window bands on both visible faces.
  for (let z = 0.6; z < bh - 0.3; z += 0.7) {
    for (let a = 0.2; a < bw - 0.2; a += 0.5) {
      const p1 = px(i + a, j + bd, z);
      const p2 = px(i + a + 0.3, j + bd, z);
      const p3 = px(i + a + 0.3, j + bd, z + 0.35);
      const p4 = px(i + a, j + bd, z + 0.35);
      b += poly([p1, p2, p3, p4], `fill="${rng.chance(0.3) ? palette.gold : colors.glass}" opacity="0.9"`);
    }
    for (let c = 0.2; c < bd - 0.2; c += 0.5) {
      const p1 = px(i + bw, j + c, z);
      const p2 = px(i + bw, j + c + 0.3, z);
      const p3 = px(i + bw, j + c + 0.3, z + 0.35);
      const p4 = px(i + bw, j + c, z + 0.35);
      b += poly([p1, p2, p3, p4], `fill="${colors.glass}" opacity="0.7"`);
    }
  }
  return b;
}

export function isometric(w, h, rng, { dark = false } = {}) {
  const u = Math.min(w, h) / 16;
  const ox = w / 2;
  const oy = h * 0.22;
  const defs = linear(
    'iso-bg',
    dark
      ? [
          [0, palette.night],
          [1, palette.indigo],
        ]
      : [
          [0, palette.cream],
          [1, palette.rose],
        ],
  );
  let body = rect(0, 0, w, h, 'fill="url(#iso-bg)"');
  const px = (a, b) => [ox + (a - b) * u * 0.866, oy + (a + b) * u * 0.5];
  body += poly([px(0, 0), px(12, 0), px(12, 12), px(0, 12)], `fill="${dark ? palette.navySoft : palette.sandstone}"`);
  let grid = '';
  for (let k = 0; k <= 12; k++) {
    const [a1, b1] = px(k, 0);
    const [a2, b2] = px(k, 12);
    const [c1, d1] = px(0, k);
    const [c2, d2] = px(12, k);
    grid += `M${f(a1)},${f(b1)}L${f(a2)},${f(b2)}M${f(c1)},${f(d1)}L${f(c2)},${f(d2)}`;
  }
  body += path(grid, `stroke="${dark ? palette.indigo : palette.sand}" stroke-width="1" fill="none"`);
  // Roads on the cross axes, then blocks in painter's order (far to near).
  body += poly([px(5.5, 0), px(6.5, 0), px(6.5, 12), px(5.5, 12)], `fill="${palette.ink}" opacity="0.75"`);
  body += poly([px(0, 5.5), px(12, 5.5), px(12, 6.5), px(0, 6.5)], `fill="${palette.ink}" opacity="0.75"`);
  const schemes = [
    { top: palette.cream, left: palette.terracotta, right: palette.rust, glass: palette.navySoft },
    { top: palette.sandstone, left: palette.sand, right: '#b89466', glass: palette.navy },
    { top: '#f3e3c8', left: palette.ochre, right: '#b57a1d', glass: palette.navySoft },
  ];
  const blocks = [];
  for (const [qi, qj] of [
    [0.5, 0.5],
    [7, 0.5],
    [0.5, 7],
    [7, 7],
  ]) {
    let i = qi;
    while (i < qi + 4.5) {
      const bw = rng.int(2, 3) * 0.75 + 0.5;
      const bd = rng.range(1.8, 4.2);
      blocks.push({ i, j: qj + rng.range(0, 0.5), bw: Math.min(bw, qi + 4.5 - i), bd, bh: rng.range(1, 6.5) });
      i += bw + 0.3;
    }
  }
  for (let t = 0; t < 14; t++) {
    const [x, y] = px(rng.pick([5.2, 6.8]), rng.range(0.5, 11.5));
    body += circle(x, y - u * 0.3, u * 0.28, `fill="${palette.olive}"`);
  }
  blocks.sort((a, b) => a.i + a.j - (b.i + b.j));
  for (const b of blocks) body += isoBlock(ox, oy, u, b.i, b.j, b.bw, b.bd, b.bh, rng.pick(schemes), rng);
  return svgDoc(w, h, body, defs);
}

/** One-point perspective living room: warm light through a tall window, sofa, rug, pendants. */
/**
 * A flat shape lying on the floor (a rug, its border), in fractions of the frame: its far edge from left to right
 * at y, then its nearer, wider edge.
 */
function floorQuad(w, h, [farLeft, farRight, farY], [nearLeft, nearRight, nearY], attrs) {
  return poly(
    [
      [w * farLeft, h * farY],
      [w * farRight, h * farY],
      [w * nearRight, h * nearY],
      [w * nearLeft, h * nearY],
    ],
    attrs,
  );
}

export function interior(w, h, rng, { wall = palette.sandstone } = {}) {
  const vx = w * rng.range(0.45, 0.55);
  const bx0 = w * 0.28;
  const bx1 = w * 0.72;
  const by0 = h * 0.2;
  const by1 = h * 0.7;
  const defs =
    linear('in-floor', [
      [0, '#a9774b'],
      [1, '#6e4528'],
    ]) +
    linear('in-wall', [
      [0, wall],
      [1, palette.sand],
    ]) +
    linear('in-light', [
      [0, '#fff6df', 0.9],
      [1, palette.gold, 0.2],
    ]);
  let body = rect(0, 0, w, h, `fill="${palette.cream}"`);
  body += poly(
    [
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, h],
    ],
    `fill="${palette.rose}"`,
  );
  body += poly(
    [
      [w, 0],
      [bx1, by0],
      [bx1, by1],
      [w, h],
    ],
    `fill="#dcb79b"`,
  );
  body += poly(
    [
      [0, 0],
      [w, 0],
      [bx1, by0],
      [bx0, by0],
    ],
    `fill="#f8f1e6"`,
  );
  body += poly(
    [
      [0, h],
      [bx0, by1],
      [bx1, by1],
      [w, h],
    ],
    'fill="url(#in-floor)"',
  );
  for (let k = 1; k < 12; k++) {
    const x = (w * k) / 12;
    const x0 = bx0 + ((bx1 - bx0) * k) / 12;
    body += line(x0, by1, x, h, `stroke="#5a361d" stroke-width="1.2" opacity="0.5"`);
  }
  body += rect(bx0, by0, bx1 - bx0, by1 - by0, 'fill="url(#in-wall)"');
  // The back wall: a large arched opening to a courtyard, framed art on either side.
  const aw = (bx1 - bx0) * 0.3;
  const ax = vx - aw / 2;
  body += path(
    `M${f(ax)},${f(by1)} V${f(by0 + aw * 0.6)} A${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(ax + aw)},${f(by0 + aw * 0.6)} V${f(by1)} Z`,
    'fill="url(#in-light)"',
  );
  body += rect(
    bx0 + (bx1 - bx0) * 0.06,
    by0 + (by1 - by0) * 0.25,
    (bx1 - bx0) * 0.18,
    (by1 - by0) * 0.28,
    `fill="${palette.terracotta}" stroke="${palette.brown}" stroke-width="4"`,
  );
  body += rect(
    bx1 - (bx1 - bx0) * 0.24,
    by0 + (by1 - by0) * 0.2,
    (bx1 - bx0) * 0.18,
    (by1 - by0) * 0.34,
    `fill="${palette.navy}" stroke="${palette.brown}" stroke-width="4"`,
  );
  body += circle(bx1 - (bx1 - bx0) * 0.15, by0 + (by1 - by0) * 0.35, (bx1 - bx0) * 0.05, `fill="${palette.gold}"`);
  // Left wall window with a shaft of light on the floor.
  body += poly(
    [
      [w * 0.04, h * 0.12],
      [bx0 - w * 0.06, by0 + h * 0.06],
      [bx0 - w * 0.06, by1 - h * 0.12],
      [w * 0.04, h * 0.78],
    ],
    'fill="url(#in-light)"',
  );
  body += poly(
    [
      [w * 0.12, h * 0.98],
      [w * 0.35, h * 0.78],
      [w * 0.55, h * 0.8],
      [w * 0.4, h],
    ],
    `fill="#fff3d6" opacity="0.25"`,
  );
  // Rug, sofa, coffee table, plant, pendants.
  body += floorQuad(w, h, [0.26, 0.74, 0.82], [0.16, 0.84, 0.97], `fill="${palette.terracotta}" opacity="0.85"`);
  body += floorQuad(
    w,
    h,
    [0.3, 0.7, 0.85],
    [0.24, 0.76, 0.94],
    `fill="none" stroke="${palette.gold}" stroke-width="3"`,
  );
  const sy = by1 - h * 0.02;
  body += rect(w * 0.33, sy - h * 0.14, w * 0.34, h * 0.09, `fill="${palette.navySoft}" rx="${f(h * 0.02)}"`);
  body += rect(w * 0.31, sy - h * 0.07, w * 0.38, h * 0.08, `fill="${palette.navy}" rx="${f(h * 0.015)}"`);
  for (const c of [0.38, 0.46, 0.54])
    body += rect(
      w * c,
      sy - h * 0.12,
      w * 0.07,
      h * 0.05,
      `fill="${rng.pick([palette.ochre, palette.rose, palette.cream])}" rx="${f(h * 0.01)}"`,
    );
  body += rect(w * 0.41, h * 0.86, w * 0.18, h * 0.025, `fill="${palette.brown}"`);
  body +=
    rect(w * 0.43, h * 0.885, w * 0.012, h * 0.05, `fill="${palette.brown}"`) +
    rect(w * 0.558, h * 0.885, w * 0.012, h * 0.05, `fill="${palette.brown}"`);
  const plantX = w * 0.8;
  body += poly(
    [
      [plantX - w * 0.025, h * 0.86],
      [plantX + w * 0.025, h * 0.86],
      [plantX + w * 0.018, h * 0.93],
      [plantX - w * 0.018, h * 0.93],
    ],
    `fill="${palette.terracotta}"`,
  );
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = h * rng.range(0.08, 0.16);
    body += path(
      `M${f(plantX)},${f(h * 0.86)} Q${f(plantX + Math.cos(a) * len * 0.3)},${f(h * 0.86 - len * 0.7)} ${f(plantX + Math.cos(a) * len)},${f(h * 0.86 + Math.sin(a) * len)}`,
      `stroke="${palette.olive}" stroke-width="${f(w * 0.006)}" fill="none" stroke-linecap="round"`,
    );
  }
  for (const px of [0.42, 0.5, 0.58]) {
    const len = h * rng.range(0.14, 0.22);
    body += line(w * px, 0, w * px, len, `stroke="${palette.ink}" stroke-width="2"`);
    body += path(
      `M${f(w * px - w * 0.025)},${f(len + h * 0.04)} A${f(w * 0.025)},${f(h * 0.04)} 0 0 1 ${f(w * px + w * 0.025)},${f(len + h * 0.04)} Z`,
      `fill="${palette.ochre}"`,
    );
    body += circle(w * px, len + h * 0.045, w * 0.008, `fill="#fff6df"`);
  }
  return svgDoc(w, h, body, defs);
}

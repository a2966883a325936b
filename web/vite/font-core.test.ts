// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { CORE, covers, fontCore, formatRanges, parseRanges, subtract } from './font-core';

const require = createRequire(import.meta.url);
const INTER_CSS = require.resolve('@fontsource-variable/inter/index.css');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-core-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

/** Every code point of some ranges. */
const points = (ranges: readonly (readonly [number, number])[]) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe('unicode ranges', () => {
  it('parses, merges and prints a unicode-range', () => {
    const ranges = parseRanges('U+0131, U+0000-00FF,U+0100-0101,u+20ac');
    expect(ranges).toEqual([
      [0, 0x101],
      [0x131, 0x131],
      [0x20ac, 0x20ac],
    ]);
    expect(formatRanges(ranges)).toBe('U+0000-0101,U+0131,U+20AC');
  });

  it('subtracts one set of ranges from another, at their edges too', () => {
    expect(
      subtract(
        [
          [0x10, 0x20],
          [0x30, 0x30],
        ],
        [
          [0x10, 0x11],
          [0x15, 0x15],
          [0x20, 0x30],
        ],
      ),
    ).toEqual([
      [0x12, 0x14],
      [0x16, 0x1f],
    ]);
  });
});

describe('the plugin on @fontsource’s Inter stylesheet', () => {
  const run = async () => {
    const plugin = fontCore();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ cacheDir } as ResolvedConfig);
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    return (await transform(fs.readFileSync(INTER_CSS, 'utf8'), INTER_CSS))!.code;
  };
  const faces = (css: string) =>
    [...css.matchAll(/@font-face\s*\{[^}]*url\(([^)]+)\)[^}]*unicode-range:\s*([^;]+);/g)].map((m) => ({
      url: m[1] ?? '',
      ranges: parseRanges(m[2] ?? ''),
    }));

  it('splits the Latin face into a core face and the rest of its range, and leaves the others as they were', async () => {
    const before = faces(fs.readFileSync(INTER_CSS, 'utf8'));
    const after = faces(await run());
    const latin = before.find((face) => face.url.endsWith('/inter-latin-wght-normal.woff2'))!;
    expect(covers(latin.ranges, CORE)).toBe(true);
    // Every other face is untouched; none of them covers the core.
    const others = before.filter((face) => face !== latin);
    for (const face of others) expect(after).toContainEqual(face);
    expect(after).toHaveLength(before.length + 1);

    const core = after.find((face) => face.url.endsWith('-core.woff2'))!;
    const rest = after.find((face) => face.url.endsWith('-rest.woff2'))!;
    expect(core.ranges).toEqual(CORE);
    // The two ranges are disjoint and together are the Latin face's.
    const corePoints = new Set(points(core.ranges));
    expect(points(rest.ranges).some((code) => corePoints.has(code))).toBe(false);
    expect(new Set([...corePoints, ...points(rest.ranges)])).toEqual(new Set(points(latin.ranges)));
  });

  it('writes each part as a smaller WOFF2 file beside the stylesheet’s url, and reuses it on the next build', async () => {
    const css = await run();
    const original = fs.statSync(path.join(path.dirname(INTER_CSS), 'files/inter-latin-wght-normal.woff2'));
    for (const part of ['core', 'rest']) {
      const url = faces(css).find((face) => face.url.endsWith(`-${part}.woff2`))!.url;
      const file = path.resolve(path.dirname(INTER_CSS), url);
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.length).toBeLessThan(original.size);
      const written = fs.statSync(file).mtimeMs;
      expect(await run()).toBe(css);
      expect(fs.statSync(file).mtimeMs).toBe(written);
    }
  });

  it('leaves a stylesheet that is not @fontsource’s alone', async () => {
    const plugin = fontCore();
    const transform = plugin.transform as (code: string, id: string) => Promise<unknown>;
    expect(await transform('@font-face{src:url(a.woff2);unicode-range:U+0000-00FF;}', '/app/app.css')).toBeNull();
  });
});

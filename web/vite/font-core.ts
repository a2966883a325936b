/**
 * The web fonts' Latin files, split in two at build time (docs/performance.md, "The first view"). @fontsource's Latin
 * face of each font holds every Latin-1 letter, the general punctuation block and more, and every page downloads it
 * whole; a page's text is nearly always plain ASCII with a few typographer's marks. Each @fontsource face whose range
 * holds all of CORE becomes two faces of the same font: one with CORE's characters (what every page downloads) and
 * one with the rest of the face's range (downloaded only by a page whose text has, say, an accented letter). The
 * browser fetches a face only for characters in its `unicode-range`, and the two ranges do not overlap. The files
 * are cut with HarfBuzz's subsetter, which keeps the variable font's axes and the glyphs that accents are built from.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

type Range = readonly [number, number];

/** Printable ASCII, the no-break space, and the marks editors and the seed type: © ® ° · × – — ‘ ’ “ ” • … */
export const CORE: readonly Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/** `U+0000-00FF,U+0131` as sorted, merged ranges. */
export function parseRanges(text: string): Range[] {
  const ranges = text.split(',').map((part): Range => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
  return merge(ranges);
}

function merge(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** Ranges as a `unicode-range` value. */
export const formatRanges = (ranges: readonly Range[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');

/** Whether `ranges` hold every character of `part`. */
export const covers = (ranges: readonly Range[], part: readonly Range[]) =>
  part.every(([from, to]) => ranges.some(([a, b]) => a <= from && to <= b));

/** The characters of `ranges` that are not in `cut`. */
export function subtract(ranges: readonly Range[], cut: readonly Range[]): Range[] {
  let out: Range[] = [...ranges];
  for (const [from, to] of cut)
    out = out.flatMap(([a, b]): Range[] => {
      if (to < a || b < from) return [[a, b]];
      const kept: Range[] = [];
      if (a < from) kept.push([a, from - 1]);
      if (to < b) kept.push([to + 1, b]);
      return kept;
    });
  return out;
}

const characters = (ranges: readonly Range[]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

/**
 * One `@font-face` rule as two when its range holds all of CORE: the core face and the rest of the range, each with
 * its own file (written by `cut` and named by what it returns); any other rule as it is.
 */
export async function splitFace(
  rule: string,
  cut: (file: string, ranges: readonly Range[], part: 'core' | 'rest') => Promise<string>,
): Promise<string> {
  const [declaration, range] = /unicode-range:\s*([^;]+);/.exec(rule) ?? [];
  const url = /url\(([^)]+\.woff2)\)/.exec(rule)?.[1];
  if (!declaration || !range || !url) return rule;
  const ranges = parseRanges(range);
  if (!covers(ranges, CORE)) return rule;
  const rest = subtract(ranges, CORE);
  const face = (file: string, part: readonly Range[]) =>
    rule.replace(url, file).replace(declaration, `unicode-range: ${formatRanges(part)};`);
  return [face(await cut(url, CORE, 'core'), CORE), face(await cut(url, rest, 'rest'), rest)].join('\n\n');
}

/** The Vite plugin: splits the Latin faces of every @fontsource stylesheet the app imports. */
export function fontCore(): Plugin {
  let cacheDir = '';
  return {
    name: 'cadmax:font-core',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'font-core');
    },
    async transform(css, id) {
      const [file = ''] = id.split('?');
      if (!/[\\/]@fontsource(-variable)?[\\/].+\.css$/.test(file)) return null;
      const dir = path.dirname(file);
      const cut = async (url: string, ranges: readonly Range[], part: string) => {
        const source = fs.readFileSync(path.resolve(dir, url));
        const key = createHash('sha256').update(source).update(formatRanges(ranges)).digest('hex').slice(0, 10);
        const out = path.join(cacheDir, key, `${path.basename(url, '.woff2')}-${part}.woff2`);
        if (!fs.existsSync(out)) {
          fs.mkdirSync(path.dirname(out), { recursive: true });
          const subset = await subsetFont(source, characters(ranges), { targetFormat: 'woff2' });
          // Written whole, then renamed: a build beside another never reads half a file.
          fs.writeFileSync(`${out}.${process.pid}`, subset);
          fs.renameSync(`${out}.${process.pid}`, out);
        }
        // Relative to the stylesheet, as Vite resolves a url() in it.
        return path.relative(dir, out).split(path.sep).join('/');
      };
      const rules = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
      const split = await Promise.all(rules.map((rule) => splitFace(rule, cut)));
      return { code: rules.reduce((out, rule, i) => out.replace(rule, () => split[i] ?? rule), css), map: null };
    },
  };
}

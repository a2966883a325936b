// `--scale`: the paged public lists with 10, 1,000 and 10,000 blogs and projects. For each size the
// stack is stopped, the database topped up (scale-seed.mjs), and the stack started again; then
// autocannon loads page 1, the last page and a search of GET /api/blog/get and /api/project-get,
// each both from the public cache and with every request a cache miss (a new ignored query parameter
// per request, so the database does the work every time), and the site search (GET /api/site/search, never
// cached). With --scale-search, only the searches.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/env.mjs';
import { measure, median } from './load.mjs';
import { num, printGrid, verdict } from './report.mjs';
import { SEARCH_WORD } from './scale-seed.mjs';
import { cms } from './stack.mjs';

export const SIZES = [10, 1000, 10_000];
export const P99_TARGET_MS = 30;
/** The searches go through the text index (cms/src/lib/text-search.ts): p99 at most this at the largest size. */
export const SEARCH_P99_TARGET_MS = 20;
const isSearch = (name) => name.startsWith('search');
/** A case's target at the largest size, and whether a p99 meets it. */
const targetOf = (name) =>
  isSearch(name)
    ? { label: `p99 ≤ ${SEARCH_P99_TARGET_MS} ms`, met: (p99) => p99 <= SEARCH_P99_TARGET_MS }
    : { label: `p99 < ${P99_TARGET_MS} ms`, met: (p99) => p99 < P99_TARGET_MS };
/**
 * Cache hits and misses under the bench's usual 10 connections, and misses one at a time: with 10
 * requests queued on one Node process, a miss's p99 is mostly waiting for the other nine, while one
 * connection shows what a single miss costs as the table grows.
 */
const MODES = [
  { key: 'hit', label: 'from the cache', miss: false, connections: 10 },
  { key: 'miss', label: 'every request a cache miss', miss: true, connections: 10 },
  { key: 'miss1', label: 'every request a cache miss, 1 connection', miss: true, connections: 1 },
];
const SEARCH_CASE = { case: `search "${SEARCH_WORD}"`, query: `?search=${SEARCH_WORD}` };
/** The paged lists (page 1, the last page, a search), and the site search (D-14.5), which no cache keeps. */
const LISTS = [
  { key: 'blogs', path: '/api/blog/get' },
  { key: 'projects', path: '/api/project-get' },
  {
    key: 'site',
    path: '/api/site/search',
    cases: () => [{ case: `search "${SEARCH_WORD}"`, query: `?q=${SEARCH_WORD}` }],
    modes: MODES.filter((mode) => mode.miss),
  },
];
const listCases = (first) => [
  { case: 'page 1', query: '' },
  { case: 'last page', query: `?page=${first.totalPages}` },
  SEARCH_CASE,
];

/** Tops the database up to `size` blogs and projects; resolves with the counts it reports. */
function seed(env, size, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'bench', 'scale-seed.mjs'), String(size)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`scale-seed ${size} exited with ${code}: ${err.slice(-1500)}`));
      const last = out.trim().split('\n').pop();
      log(`[bench] scale: database now holds ${last}`);
      resolve(JSON.parse(last));
    });
  });
}

/**
 * `restart(task)` stops the stack, awaits `task()`, starts the stack again and resolves with task's result.
 * Returns one entry per size, list, case and cache mode.
 */
export async function runScale({
  env,
  restart,
  sizes = SIZES,
  runs,
  durationS,
  warmupS = 1,
  searchOnly = false,
  log = console.log,
}) {
  const rows = [];
  for (const size of sizes) {
    const t0 = performance.now();
    const counts = await restart(() => seed(env, size, log));
    const seedAndRestartMs = performance.now() - t0;
    for (const list of LISTS) {
      const cases = list.cases ? list.cases() : listCases(await (await fetch(`${cms}${list.path}`)).json());
      for (const c of cases.filter((x) => !searchOnly || isSearch(x.case))) {
        for (const mode of list.modes ?? MODES) {
          const name = `GET ${list.path}${c.query}, ${mode.label} (${size})`;
          log(`[bench] scale ${size}: ${name}`);
          const result = await measure(
            name,
            { url: `${cms}${list.path}${c.query}`, uniqueQuery: mode.miss },
            // Each size starts a fresh CMS: without a warm-up, the first rows measure the JIT.
            { runs, durationS, connections: mode.connections, warmupS },
          );
          rows.push({
            size,
            rows: list.key === 'site' ? counts.blogs + counts.projects : counts[list.key],
            list: list.path,
            case: c.case,
            query: c.query,
            cacheMiss: mode.miss,
            connections: mode.connections,
            rps: result.rps,
            p99: result.p99,
            p99Runs: result.p99Runs,
            errors: result.errors,
            non2xx: result.non2xx,
            status: result.status,
          });
        }
      }
    }
    log(`[bench] scale ${size}: seeding and restart took ${(seedAndRestartMs / 1000).toFixed(1)} s`);
  }
  return { database: env.DATABASE_CLIENT, ...summarise(rows, sizes) };
}

/** One line per list, case and cache mode: p99 at each size, req/s at the largest, and the growth. */
function summarise(rows, sizes) {
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  const groups = new Map();
  for (const r of rows) {
    const key = `${r.list}|${r.case}|${r.cacheMiss}|${r.connections}`;
    if (!groups.has(key))
      groups.set(key, { list: r.list, case: r.case, cacheMiss: r.cacheMiss, connections: r.connections, bySize: {} });
    groups.get(key).bySize[r.size] = r;
  }
  const lines = [...groups.values()].map((g) => {
    const big = g.bySize[largest];
    const small = g.bySize[smallest];
    return {
      ...g,
      p99GrowthRatio: big && small && small.p99 > 0 ? big.p99 / small.p99 : null,
      rpsGrowthRatio: big?.rps && small?.rps ? small.rps.median / big.rps.median : null,
      target: targetOf(g.case).label,
      ok: big ? targetOf(g.case).met(big.p99) && !big.errors && !big.non2xx : null,
    };
  });
  return { sizes, p99TargetMs: P99_TARGET_MS, searchP99TargetMs: SEARCH_P99_TARGET_MS, rows, lines };
}

export function printScale(scale) {
  const { sizes, lines } = scale;
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  const counts = (size) => {
    const r = scale.rows.find((x) => x.size === size && x.list === '/api/blog/get');
    const p = scale.rows.find((x) => x.size === size && x.list === '/api/project-get');
    return `${num(r?.rows)}/${num(p?.rows)}`;
  };
  console.log(
    `\n[bench] --scale on ${scale.database}: blogs/projects per size: ${sizes.map(counts).join(', ')} (the seed alone has 9 blogs and 14 projects).`,
  );
  printGrid(
    [
      'List, case',
      'cache, connections',
      ...sizes.map((s) => `p99 @${num(s)}`),
      `req/s @${num(largest)}`,
      `p99 ${num(largest)}:${num(smallest)}`,
      'target',
      'verdict',
    ],
    lines.map((l) => [
      `${l.list.replace('/api/', '')}, ${l.case}`,
      `${l.cacheMiss ? 'miss' : 'hit'}, ${l.connections}`,
      ...sizes.map((s) => (l.bySize[s] ? `${num(l.bySize[s].p99)} ms` : '–')),
      num(l.bySize[largest]?.rps?.median),
      l.p99GrowthRatio === null ? '–' : `${num(l.p99GrowthRatio, 1)}×`,
      `${l.target} @${num(largest)}`,
      verdict(l.ok),
    ]),
    [0, 1, 6],
  );
  // The paged lists' cases (the site search has no cached mode, so it is left out of the medians).
  const listLines = lines.filter((l) => !l.list.includes('/site/'));
  const median99 = (miss, connections) =>
    median(
      listLines
        .filter((l) => l.cacheMiss === miss && l.connections === connections)
        .map((l) => l.bySize[largest]?.p99 ?? NaN),
    );
  console.log(
    `[bench] --scale, median of the ${listLines.length / MODES.length} list cases at ${num(largest)}: p99 ${num(median99(false, 10))} ms from the cache, ` +
      `${num(median99(true, 10))} ms on a cache miss (10 connections), ${num(median99(true, 1))} ms on a cache miss (1 connection).`,
  );
}

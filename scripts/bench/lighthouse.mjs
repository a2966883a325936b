// Lighthouse 12.8 (node API) in Debian Chromium: the mobile and desktop presets on the public routes,
// several runs each, summarised by the median of every figure. A fresh Chromium per run, so no run
// inherits another's cache or memory.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './load.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const PRESETS = {
  mobile: {
    config: undefined,
    // The mobile targets (docs/performance.md, the Lighthouse step), on the medians of the runs.
    targets: { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1, lcpMs: 1800, cls: 0, tbtMs: 100 },
  },
  desktop: { config: desktopConfig, targets: { performance: 1 } },
};

/** Audits of a non-performance category that did not score 1 (informative and not-applicable ones excluded). */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = audit.details?.items ?? [];
      failed.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        // Enough to find the cause: the first few offending nodes or URLs.
        items: items
          .slice(0, 5)
          .map(
            (item) =>
              item.node?.snippet ??
              item.node?.selector ??
              item.url ??
              item.source?.url ??
              JSON.stringify(item).slice(0, 200),
          ),
      });
    }
  }
  return failed;
}

async function once(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      PRESETS[preset].config,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => lhr.categories[id].score;
    const metric = (id) => lhr.audits[id].numericValue;
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      failed: failedAudits(lhr),
      // Where a slow LCP comes from: the element and its phases (TTFB, load delay, load time, render delay).
      lcpElement: lcpDetails[0]?.items?.[0]?.node?.snippet ?? null,
      lcpPhases: Object.fromEntries((lcpDetails[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)])),
      // What moved (CLS) and what blocked (TBT): the shifted nodes, and the long tasks by script.
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${Number(item.score).toFixed(4)}`),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map((item) => `${item.url} ${Math.round(item.duration)} ms`),
      // What Lighthouse says would save the most (opportunities with estimated savings).
      opportunities: Object.entries(lhr.audits)
        .filter(([, a]) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1)
        .map(([id, a]) => `${id}: ${a.displayValue ?? ''}`.trim()),
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

/** A CLS for the tables: four places, so a shift under 0.001 does not read as 0 beside a target of 0. */
export const clsText = (cls) => cls.toFixed(4);

const spread = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/**
 * Pages that ask search engines not to index them (the site search’s results, D-14.5): Lighthouse's SEO category
 * counts that as a failed audit, `is-crawlable`, which is the page doing what it should.
 */
const NOINDEX = /^\/search\b/;

/** Whether the SEO score's only failures are a noindex page's `is-crawlable`. */
const onlyNoindex = (route, failed) =>
  NOINDEX.test(route) && failed.every((f) => f.category !== 'seo' || f.id === 'is-crawlable');

/** The verdict of one route and preset from its medians. */
function verdict(preset, s) {
  const t = PRESETS[preset].targets;
  const missed = [];
  for (const id of CATEGORIES) {
    if (id === 'seo' && onlyNoindex(s.route, s.failed)) continue;
    if (t[id] !== undefined && s.scores[id].median < t[id])
      missed.push(`${id} ${s.scores[id].median.toFixed(2)} < ${t[id]}`);
  }
  if (t.lcpMs !== undefined && s.lcpMs.median > t.lcpMs)
    missed.push(`LCP ${Math.round(s.lcpMs.median)} ms > ${t.lcpMs}`);
  if (t.cls !== undefined && s.cls.median > t.cls) missed.push(`CLS ${clsText(s.cls.median)} > ${t.cls}`);
  if (t.tbtMs !== undefined && s.tbtMs.median > t.tbtMs)
    missed.push(`TBT ${Math.round(s.tbtMs.median)} ms > ${t.tbtMs}`);
  return missed;
}

/**
 * Runs every route × preset `runs[preset]` times (the mobile targets are medians of 5; desktop has one target and
 * fewer runs keep the bench's length). Returns one summary per pair: the median, min and max of each
 * score and metric, the audits that failed in any run, and what the medians miss of the targets.
 */
export async function runLighthouse(site, routes, { runs = { mobile: 5, desktop: 3 }, log = console.log } = {}) {
  const summaries = [];
  for (const preset of Object.keys(PRESETS)) {
    for (const route of routes) {
      const results = [];
      const errors = [];
      for (let i = 0; i < runs[preset]; i += 1) {
        try {
          results.push(await once(`${site}${route}`, preset));
        } catch (err) {
          // One flaky run (Chromium crash, protocol timeout) should not sink the whole bench; it is reported.
          errors.push(String(err.message ?? err));
        }
      }
      if (!results.length) {
        summaries.push({ route, preset, runs: 0, errors, missed: ['no run finished'] });
        log(`[bench] lighthouse ${preset} ${route}: every run failed (${errors[0]})`);
        continue;
      }
      const summary = {
        route,
        preset,
        runs: results.length,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, spread(results.map((r) => r.scores[id]))])),
        lcpMs: spread(results.map((r) => r.lcpMs)),
        fcpMs: spread(results.map((r) => r.fcpMs)),
        cls: spread(results.map((r) => r.cls)),
        tbtMs: spread(results.map((r) => r.tbtMs)),
        speedIndexMs: spread(results.map((r) => r.speedIndexMs)),
        // An audit that failed in any run, with how many runs it failed in.
        failed: Object.values(
          results
            .flatMap((r) => r.failed)
            .reduce((acc, f) => {
              acc[f.id] = acc[f.id] ? { ...acc[f.id], runs: acc[f.id].runs + 1 } : { ...f, runs: 1 };
              return acc;
            }, {}),
        ),
        lcpElement: results[0].lcpElement,
        lcpPhases: results[0].lcpPhases,
        opportunities: results[0].opportunities,
        shifts: [...new Set(results.flatMap((r) => r.shifts))],
        longTasks: results.map((r) => r.longTasks),
        warnings: [...new Set(results.flatMap((r) => r.warnings))],
        errors,
      };
      summary.missed = verdict(preset, summary);
      const s = summary.scores;
      log(
        `[bench] lighthouse ${preset.padEnd(7)} ${route}: perf ${s.performance.median.toFixed(2)}, a11y ${s.accessibility.median.toFixed(2)}, ` +
          `bp ${s['best-practices'].median.toFixed(2)}, seo ${s.seo.median.toFixed(2)}, LCP ${Math.round(summary.lcpMs.median)} ms, ` +
          `CLS ${clsText(summary.cls.median)}, TBT ${Math.round(summary.tbtMs.median)} ms (${results.length} runs)`,
      );
      if (summary.cls.median > 0) log(`[bench]   shifted: ${summary.shifts.join(' | ')}`);
      for (const f of summary.failed)
        log(
          `[bench]   failed audit ${f.category}/${f.id} (${f.runs} of ${results.length} runs): ${f.items.join(' | ')}`,
        );
      summaries.push(summary);
    }
  }
  return summaries;
}

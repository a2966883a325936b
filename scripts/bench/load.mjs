// HTTP load with autocannon: 10 connections for 10 s, repeated, summarised by the median run.
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION_S = 10;
export const RUNS = 3;

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** One autocannon run; `acknowledged` counts the 2xx answers (what a client was told was done). */
async function once({ url, method = 'GET', headers = {}, body, uniqueQuery = false }, { durationS, connections }) {
  let sequence = 0;
  // A query parameter the API ignores, new on every request: each one misses the public cache.
  const requests = uniqueQuery
    ? [
        {
          setupRequest: (req) => ({
            ...req,
            path: `${req.path}${req.path.includes('?') ? '&' : '?'}bench=${(sequence += 1)}`,
          }),
        },
      ]
    : undefined;
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    requests,
    connections,
    duration: durationS,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    acknowledged: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Checks the answer once, then loads it RUNS times; a row that answers non-2xx is reported, not measured. */
export async function measure(
  name,
  request,
  { runs = RUNS, durationS = DURATION_S, connections = CONNECTIONS, pauseMs = 1000, warmupS = 0 } = {},
) {
  const probe = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  await probe.arrayBuffer();
  if (probe.status >= 300) return { name, url: request.url, status: probe.status };
  // A discarded run first, so the JIT and the database's page cache are warm for the measured ones.
  if (warmupS > 0) await once(request, { durationS: warmupS, connections });
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    results.push(await once(request, { durationS, connections }));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const rps = results.map((r) => r.rps);
  return {
    name,
    url: request.url,
    status: probe.status,
    rps: { median: median(rps), min: Math.min(...rps), max: Math.max(...rps) },
    p99: median(results.map((r) => r.p99)),
    p99Runs: results.map((r) => r.p99),
    acknowledged: results.reduce((n, r) => n + r.acknowledged, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    runs: results,
  };
}

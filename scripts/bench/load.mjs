// HTTP load: 10 connections for 10 s, repeated after a warm-up, summarised by the median run. wrk (Debian's
// package, in C) is the load generator where it is installed: autocannon runs in Node and takes one of the
// machine's two cores from the server it measures. autocannon is the fallback; every row says which ran.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION_S = 10;
export const RUNS = 3;

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const hasWrk = () => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version: it is there.
    return /** @type {{ status?: number }} */ (error).status === 1;
  }
};

/**
 * The load generator of this run: wrk, installed from Debian's packages when it is missing and this is a
 * Debian machine the bench may install on (root); else autocannon.
 * @returns {'wrk' | 'autocannon'}
 */
export function loadTool() {
  if (hasWrk()) return 'wrk';
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('[bench] installing wrk (Debian)…');
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
        stdio: 'ignore',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // The package lists may be missing or stale: fall back to autocannon.
    }
  }
  return hasWrk() ? 'wrk' : 'autocannon';
}

export const TOOL = loadTool();

/** wrk's Lua: the request (method, headers, body) and, for a cache-miss row, a query parameter new on every request. */
function wrkScript({ method = 'GET', headers = {}, body, uniqueQuery = false }) {
  const lua = [
    `wrk.method = ${JSON.stringify(method)}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
    ...(body ? [`wrk.body = ${JSON.stringify(body)}`] : []),
  ];
  if (uniqueQuery) {
    lua.push(
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      '  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"',
      '  return wrk.format(nil, wrk.path .. sep .. "bench=" .. n)',
      'end',
    );
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-wrk-')), 'request.lua');
  fs.writeFileSync(file, `${lua.join('\n')}\n`);
  return file;
}

/** One wrk run (one thread: it keeps 10 connections busy and leaves the other core to the server). */
function onceWrk(request, { durationS, connections }) {
  const script = wrkScript(request);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${durationS}s`, '--latency', '-s', script, request.url]);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      fs.rmSync(path.dirname(script), { recursive: true, force: true });
      const number = (re) => Number(re.exec(out)?.[1] ?? NaN);
      const ms = (re) => {
        const m = re.exec(out);
        if (!m) return NaN;
        const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
        return Number(m[1]) * factor;
      };
      const total = number(/(\d+) requests in/);
      // wrk counts "non-2xx or 3xx"; none of the measured URLs redirects.
      const non2xx = number(/Non-2xx or 3xx responses: (\d+)/) || 0;
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
      if (!Number.isFinite(total)) return reject(new Error(`wrk printed no result:\n${out}`));
      resolve({
        rps: number(/Requests\/sec:\s+([\d.]+)/),
        p99: ms(/ 99%\s+([\d.]+)(us|ms|s|m)\b/),
        acknowledged: total - non2xx,
        non2xx,
        errors,
      });
    });
  });
}

/** One autocannon run; `acknowledged` counts the 2xx answers (what a client was told was done). */
async function onceAutocannon(
  { url, method = 'GET', headers = {}, body, uniqueQuery = false },
  { durationS, connections },
) {
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

const once = TOOL === 'wrk' ? onceWrk : onceAutocannon;

/**
 * Checks the answer once, warms the path up (a discarded run: the JIT, the caches and the database's pages),
 * then loads it RUNS times. A row that answers non-2xx is reported, not measured; a measured row with any
 * non-2xx answer or socket error is marked failed. With `cpuSeconds` (the server's CPU time so far), each run
 * also yields the server's CPU per request: a figure the other work on a shared machine moves much less than
 * req/s.
 */
export async function measure(
  name,
  request,
  { runs = RUNS, durationS = DURATION_S, connections = CONNECTIONS, pauseMs = 1000, warmupS = 2, cpuSeconds } = {},
) {
  const probe = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  await probe.arrayBuffer();
  if (probe.status >= 300) return { name, url: request.url, status: probe.status };
  if (warmupS > 0) await once(request, { durationS: warmupS, connections });
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const cpuBefore = await cpuSeconds?.();
    const result = await once(request, { durationS, connections });
    if (cpuSeconds) result.cpuMs = (((await cpuSeconds()) - cpuBefore) * 1000) / (result.acknowledged + result.non2xx);
    results.push(result);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const rps = results.map((r) => r.rps);
  const non2xx = results.reduce((n, r) => n + r.non2xx, 0);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  return {
    name,
    url: request.url,
    tool: TOOL,
    status: probe.status,
    failed: non2xx + errors > 0,
    rps: { median: median(rps), min: Math.min(...rps), max: Math.max(...rps) },
    p99: median(results.map((r) => r.p99)),
    p99Runs: results.map((r) => r.p99),
    cpuMsPerRequest: cpuSeconds ? median(results.map((r) => r.cpuMs)) : undefined,
    acknowledged: results.reduce((n, r) => n + r.acknowledged, 0),
    non2xx,
    errors,
    runs: results,
  };
}

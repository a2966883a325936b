// Small process helpers shared by start, build, seed, test and bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Polls a URL until it answers below 500, or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000, child) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Newest modification time (ms) of any file under the given paths, skipping node_modules and build output. */
export function newestMtime(paths) {
  let newest = 0;
  const skip = new Set([
    'node_modules',
    'dist',
    'build',
    '.tmp',
    '.cache',
    '.strapi',
    '.react-router',
    'uploads',
    'tests',
    'e2e',
  ]);
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!skip.has(name)) walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

export function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

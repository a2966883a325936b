/**
 * Finding 2: a default install answers on this machine only, and the documented local admin password
 * is refused whenever the site or the CMS listens beyond loopback. The web server runs as the real
 * process (node web/server.mjs, the built app).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD, assertSafeToStart, loadEnv } from '../../scripts/lib/env.mjs';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
// The brief's hand-run port for this worktree's tests (never 3000).
const PORT = 3520;

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

/** Starts web/server.mjs with HOST and NODE_ENV unset; resolves with its "listening" line. */
function startWebServer(): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), CMS_INTERNAL_URL: 'http://127.0.0.1:9' };
  delete env.HOST;
  delete env.NODE_ENV;
  child = spawn(process.execPath, [path.join(WEB_DIR, 'server.mjs')], {
    cwd: WEB_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /\[web\] listening on .*/.exec(output);
      if (line) resolve(line[0]);
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child!.on('exit', (code) => reject(new Error(`web server exited (${code}): ${output}`)));
  });
}

const connects = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port: PORT }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('the web server outside production', () => {
  it('binds to 127.0.0.1 when HOST is unset', async () => {
    expect(await startWebServer()).toMatch(new RegExp(`listening on 127\\.0\\.0\\.1 port ${PORT}\\b`));
    expect(await connects('127.0.0.1')).toBe(true);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (outside) expect(await connects(outside.address)).toBe(false);
    // Loading the built app takes seconds on a busy machine.
  }, 60_000);
});

describe('the start refuses the default admin password beyond loopback', () => {
  const base = { ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD, CMS_HOST: '127.0.0.1', HOST: '127.0.0.1' };

  it('accepts the default password on loopback outside production', () => {
    expect(() => assertSafeToStart(base)).not.toThrow();
    expect(() => assertSafeToStart({ ...base, HOST: 'localhost', CMS_HOST: '::1' })).not.toThrow();
  });

  it.each([
    ['HOST=0.0.0.0', { HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0/],
    ['an unset HOST (every interface)', { HOST: undefined }, /HOST=\(every interface\)/],
    ['CMS_HOST on the network', { CMS_HOST: '192.0.2.2' }, /CMS_HOST=192\.0\.2\.2/],
  ])('refuses it with %s, saying which setting and what to do', (_, change, where) => {
    expect(() => assertSafeToStart({ ...base, ...change })).toThrow(where);
    expect(() => assertSafeToStart({ ...base, ...change })).toThrow(
      /documented local default.*set your own ADMIN_PASSWORD/,
    );
  });

  it('accepts the network with an own password', () => {
    expect(() => assertSafeToStart({ ...base, HOST: '0.0.0.0', ADMIN_PASSWORD: 'An-Own-Password-42' })).not.toThrow();
  });

  it('defaults HOST to loopback outside production', () => {
    const saved = { HOST: process.env.HOST, NODE_ENV: process.env.NODE_ENV };
    delete process.env.HOST;
    process.env.NODE_ENV = 'development';
    try {
      expect(loadEnv().HOST).toBe('127.0.0.1');
    } finally {
      Object.assign(process.env, saved);
      if (saved.HOST === undefined) delete process.env.HOST;
    }
  });
});

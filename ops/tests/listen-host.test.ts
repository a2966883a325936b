/**
 * A default install answers on this machine only: the built web server (node web/server.mjs), started with
 * HOST and NODE_ENV unset, listens on 127.0.0.1 and refuses a connection on the machine's network address.
 * Here rather than beside the server's unit tests because it needs the built app (this suite's global set-up
 * builds it). The start's refusal of the default password beyond loopback: web/server/listen-host.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort, ROOT } from '../support/processes';

const WEB_DIR = path.join(ROOT, 'web');

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

/** Starts web/server.mjs with HOST and NODE_ENV unset; resolves with its "listening" line. */
function startWebServer(port: number): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), CMS_INTERNAL_URL: 'http://127.0.0.1:9' };
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
      // The log's first line (JSON, web/server/request-log.mjs): its message.
      const line = /listening on [^"\n]*/.exec(output);
      if (line) resolve(line[0]);
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child!.on('exit', (code) => reject(new Error(`web server exited (${code}): ${output}`)));
  });
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

it('binds the web server to 127.0.0.1 when HOST is unset, outside production', async () => {
  const port = await freePort();
  expect(await startWebServer(port)).toMatch(new RegExp(`listening on 127\\.0\\.0\\.1 port ${port}\\b`));
  expect(await connects('127.0.0.1', port)).toBe(true);
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  if (outside) expect(await connects(outside.address, port)).toBe(false);
});

/**
 * A default install answers on this machine only: the built web server (node web/server.mjs), started with
 * HOST and NODE_ENV unset, listens on 127.0.0.1 and refuses a connection on the machine's network address.
 * Here rather than beside the server's unit tests because it needs the built app (this suite's global set-up
 * builds it). The start's refusal of the default password beyond loopback: web/server/listen-host.test.ts. And the
 * server keeps an idle kept-alive connection open longer than a balancer in front of it would (web/server.mjs).
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

it('keeps an idle kept-alive connection open past Node’s 5 s default, so a request sent on it is answered', async () => {
  const port = await freePort();
  await startWebServer(port);
  const socket = net.connect({ host: '127.0.0.1', port });
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('close', () => (closed = true));
  const ask = () => socket.write(`GET /_health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  const answers = () => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
  ask();
  await expect.poll(answers).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(closed).toBe(false);
  ask();
  await expect.poll(answers).toBe(2);
  socket.destroy();
}, 20_000);

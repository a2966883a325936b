/** A second `node web/server.mjs` (the built site) on its own port, in front of the suite's CMS, with its own environment. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function webServer(request: APIRequestContext, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../server.mjs', import.meta.url))], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_PORT: process.env.E2E_CMS_PORT ?? '1370',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        request.get(`${url}/robots.txt`).then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return { url, stop: () => child.kill() };
}

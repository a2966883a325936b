/**
 * A graceful stop that loses no request. Strapi's own shutdown destroys every open connection at once,
 * requests in flight included; before it runs (the `destroy` lifecycle, cms/src/index.ts):
 * 1. the instance answers "not ready" (health.ts) and keeps serving for SHUTDOWN_DRAIN_MS, so the web server (which
 *    asks every second, web/server/cms-upstreams.mjs) or a balancer takes it out of the rotation;
 * 2. it stops accepting connections (a new one is refused, and the web server sends that request elsewhere), closes
 *    its idle kept-alive ones, and waits for the requests in flight, at most SHUTDOWN_TIMEOUT_MS.
 */
import type { Core } from '@strapi/strapi';
import { envValue, shutdownDrainMs } from '@cadmax/contract/env';

export async function drainConnections(strapi: Core.Strapi): Promise<void> {
  const server = strapi.server?.httpServer;
  if (!server?.listening) return;
  const drainMs = shutdownDrainMs();
  const timeoutMs = envValue('SHUTDOWN_TIMEOUT_MS');
  if (drainMs > 0) {
    strapi.log.info(`Not ready; serving ${drainMs} ms more before closing (SHUTDOWN_DRAIN_MS)`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  await new Promise<void>((resolve) => {
    const done = () => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    };
    server.close(() => done());
    // A kept-alive connection whose request has finished is closed as soon as it is idle.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(done, timeoutMs);
    server.closeIdleConnections();
  });
}

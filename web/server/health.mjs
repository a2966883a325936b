// Liveness and readiness of the web server, for a load balancer or process manager (docs/deployment.md), and its
// graceful stop: on SIGTERM it answers "not ready", stops accepting, lets the requests in flight finish (at most
// SHUTDOWN_TIMEOUT_MS) and exits.

/** The same paths as the CMS's (cms/src/lib/health.ts). */
export const HEALTH_PATHS = { live: '/_health/live', ready: '/_health/ready' };

/**
 * Ready while not stopping and while at least one CMS instance is in the pool's rotation (a page needs the CMS):
 * the pool asks each instance's readiness every second and takes out one whose connection is refused
 * (cms-upstreams.mjs). The answer counts the instances; it names none (the site is public, the CMS addresses are
 * not).
 * @param {{ urls: string[], readyCount: () => number }} pool
 * @param {{ stopping: boolean }} state
 * @returns {import('express').RequestHandler}
 */
export function healthRoutes(pool, state) {
  return (req, res, next) => {
    // While stopping, each answer closes its keep-alive connection, so the clients reconnect elsewhere and the
    // server can close once the requests in flight are done.
    if (state.stopping) res.set('Connection', 'close');
    if (req.method !== 'GET' || (req.path !== HEALTH_PATHS.live && req.path !== HEALTH_PATHS.ready)) return next();
    res.set('Cache-Control', 'no-store');
    if (req.path === HEALTH_PATHS.live) return res.json({ status: 'live' });
    const cmsReady = pool.readyCount();
    const ready = !state.stopping && cmsReady > 0;
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', stopping: state.stopping, cmsReady, cmsTotal: pool.urls.length });
  };
}

/**
 * On SIGTERM or SIGINT: "not ready" at once, still serving for `drainMs` (SHUTDOWN_DRAIN_MS); then no new
 * connections, idle keep-alive sockets closed, the requests in flight finished; whatever is still open after
 * `timeoutMs` is cut, and the process exits.
 * @param {import('node:http').Server} server
 * @param {{ stopping: boolean }} state
 * @param {number} timeoutMs
 * @param {number} [drainMs]
 */
export function stopGracefully(server, state, timeoutMs, drainMs = 0) {
  const close = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, timeoutMs).unref();
  };
  /** @param {string} signal */
  const stop = (signal) => {
    if (state.stopping) return;
    // Not ready at once (the readiness check reads this), serving on for drainMs so a balancer that polls it stops
    // sending requests here before the listener closes.
    state.stopping = true;
    console.log(
      `[web] ${signal}: not ready; serving ${drainMs} ms more, then finishing the requests in flight (at most ${timeoutMs} ms)`,
    );
    if (drainMs > 0) setTimeout(close, drainMs);
    else close();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

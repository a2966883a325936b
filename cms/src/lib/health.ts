/**
 * Liveness and readiness for a load balancer or process manager (docs/deployment.md):
 * - live: the process answers (no dependency is asked, so a database outage never gets the process restarted);
 * - ready: the database answers a query and, when REDIS_URL is set, Redis answers PING, each within a bound;
 *   while the instance shuts down it is not ready, so the balancer stops sending it new requests.
 */
import type { Core } from '@strapi/strapi';
import { redis } from './redis';

export const HEALTH_PATHS = { live: '/_health/live', ready: '/_health/ready' } as const;
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | 'not used' | string;

/** Instances whose shutdown has begun (a test process may boot another one after). */
const stopping = new WeakSet<Core.Strapi>();
/** In destroy(): from now on the instance answers "not ready". */
export const markShuttingDown = (strapi: Core.Strapi) => {
  stopping.add(strapi);
};

const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      ).unref(),
    ),
  ]);

async function check(run: () => Promise<unknown>, what: string): Promise<CheckResult> {
  try {
    await within(run(), what);
    return 'ok';
  } catch (error) {
    return (error as Error)?.message || 'failed';
  }
}

export async function readiness(strapi: Core.Strapi): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
  const client = redis();
  const [database, redisCheck] = await Promise.all([
    check(() => strapi.db.connection.raw('select 1'), 'the database'),
    client ? check(() => client.ping(), 'Redis') : Promise.resolve<CheckResult>('not used'),
  ]);
  const checks: Record<string, CheckResult> = {
    database,
    redis: redisCheck,
    shutdown: stopping.has(strapi) ? 'in progress' : 'no',
  };
  return {
    ready: !stopping.has(strapi) && database === 'ok' && (redisCheck === 'ok' || redisCheck === 'not used'),
    checks,
  };
}

/**
 * Liveness and readiness for a load balancer or process manager (docs/deployment.md):
 * - live: the process answers (no dependency is asked, so a database outage never gets the process restarted);
 * - ready: the database answers a query within a bound; while the instance shuts down it is not ready, so the
 *   balancer stops sending it new requests.
 * Redis and the object store are asked too, but only reported: without Redis the instance counts its rate
 * limits in memory, without the object store it refuses uploads with a clear 503 and serves everything else, so
 * taking every instance out of the balancer for either would turn a degradation into an outage. The body lists
 * them under `degraded`, and the gauge cms_dependency_up says the same to the metrics.
 */
import type { Core } from '@strapi/strapi';
import { dependencyUp } from './metrics';
import { redis } from './redis';
import { resumeStore } from './private-files';

export const HEALTH_PATHS = { live: '/_health/live', ready: '/_health/ready' } as const;
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | 'not used' | string;

/** The dependencies an instance serves without: a failure of one is reported, not a reason to leave the balancer. */
export const OPTIONAL_DEPENDENCIES = ['redis', 'objectStore'] as const;
type Optional = (typeof OPTIONAL_DEPENDENCIES)[number];

/** Instances whose shutdown has begun (a test process may boot another one after). */
const stopping = new WeakSet<Core.Strapi>();
/** In destroy(): from now on the instance answers "not ready". */
export const markShuttingDown = (strapi: Core.Strapi) => {
  stopping.add(strapi);
};
/** Whether destroy() has begun. */
export const shuttingDown = (strapi: Core.Strapi): boolean => stopping.has(strapi);

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

/** Redis (PING, within REDIS_COMMAND_TIMEOUT_MS) and the object store (the resume store's probe). */
export async function optionalChecks(strapi: Core.Strapi): Promise<Record<Optional, CheckResult>> {
  const client = redis();
  const [redisCheck, objectStore] = await Promise.all([
    client ? check(() => client.ping(), 'Redis') : Promise.resolve<CheckResult>('not used'),
    check(() => resumeStore(strapi).probe(), 'the object store'),
  ]);
  const checks = { redis: redisCheck, objectStore };
  for (const name of OPTIONAL_DEPENDENCIES)
    if (checks[name] !== 'not used') dependencyUp.set({ dependency: name }, checks[name] === 'ok' ? 1 : 0);
  return checks;
}

export async function readiness(strapi: Core.Strapi): Promise<{
  ready: boolean;
  degraded: Optional[];
  checks: Record<string, CheckResult>;
}> {
  const [database, optional] = await Promise.all([
    check(() => strapi.db.connection.raw('select 1'), 'the database'),
    optionalChecks(strapi),
  ]);
  const checks: Record<string, CheckResult> = {
    database,
    ...optional,
    shutdown: stopping.has(strapi) ? 'in progress' : 'no',
  };
  return {
    ready: !stopping.has(strapi) && database === 'ok',
    degraded: OPTIONAL_DEPENDENCIES.filter((name) => optional[name] !== 'ok' && optional[name] !== 'not used'),
    checks,
  };
}

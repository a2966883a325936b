import { bootCms, type TestCms } from './cms';
import { createSeededOpenings } from './openings';

interface Options {
  /** Settings for this boot (rate limits, origins); the rest are the test defaults of `bootCms`. */
  env?: Record<string, string>;
  /** Adds the seed's job openings: an application must name a current one. */
  openings?: boolean;
}

/**
 * The usual start of a test file: a fresh CMS (`bootCms`) and the site admin's token.
 * `beforeAll(async () => ({ cms, token } = await bootSignedIn()))`, then `afterAll(() => cms?.stop())`.
 */
export async function bootSignedIn({ env, openings = false }: Options = {}): Promise<{ cms: TestCms; token: string }> {
  const cms = await bootCms(env);
  if (openings) await createSeededOpenings(cms);
  return { cms, token: await cms.login() };
}

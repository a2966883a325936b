import { bootCms, type TestCms } from './cms';
import { createSeededOpenings } from './openings';
import { inviteEditor, superAdminLogin } from './panel';

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

/**
 * The start of a panel test file: bootSignedIn, the Strapi panel's super admin signed in, and a Content editor
 * invited (at `editorEmail`, or inviteEditor's default) and signed in.
 */
export async function bootWithEditor({ editorEmail, ...options }: Options & { editorEmail?: string } = {}) {
  const { cms, token } = await bootSignedIn(options);
  const superToken = await superAdminLogin(cms);
  return { cms, token, superToken, editorToken: await inviteEditor(cms, superToken, editorEmail) };
}

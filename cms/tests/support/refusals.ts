/** The check that a save was refused: the API's 400 answer, with nothing stored. */
import { expect } from 'vitest';
import type { RequestOptions, TestCms } from './cms';

/** Sends `options` to `path` and expects 400 `{status: false, message}` and no new record of `uid`. */
export async function expectRefusal(
  cms: TestCms,
  uid: string,
  path: string,
  options: RequestOptions,
  message: string,
): Promise<void> {
  const before = await cms.count(uid);
  const res = await cms.request(path, options);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: false, message });
  expect(await cms.count(uid)).toBe(before);
}

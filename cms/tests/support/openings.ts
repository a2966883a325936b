/**
 * The seeded job openings (without their images): POST /job-add accepts only the title of a current
 * opening, so a test that applies needs them in its throwaway database.
 */
import { jobOpenings } from '../../src/seed/jobs';
import type { TestCms } from './cms';

export async function createSeededOpenings(cms: TestCms): Promise<void> {
  for (const [i, { image: _, ...opening }] of jobOpenings.entries()) {
    await cms.strapi
      .documents('api::job-opening.job-opening')
      .create({ data: { ...opening, sort_order: i + 1 } } as never);
  }
}

import { jobOpeningFields } from '@cadmax/contract';
import type { Media, PublicJobOpening } from '../../api/types';
import { HERO_IMAGES } from '../../lib/hero-images';

/**
 * R-2.19's line 'Location: … | Employment Type: … | Experience: …', from the opening's own fields (the seeded four
 * hold the spec's values); an empty field is left out rather than shown blank.
 */
const FACTS = ['location', 'job_type', 'experience'] as const;
type FactFields = Pick<PublicJobOpening, (typeof FACTS)[number]>;

/** The present facts, each 'Label: value', under its field's label (@cadmax/contract fields/job-opening.ts). */
export function careerFactList(job: FactFields): string[] {
  return FACTS.filter((name) => (job[name] ?? '').trim() !== '').map(
    (name) => `${jobOpeningFields[name].label}: ${job[name].trim()}`,
  );
}

export function careerFacts(job: FactFields): string {
  return careerFactList(job).join(' | ');
}

/** An opening without its own image shows the careers banner: never an empty box. */
export const careerImage = (job: Pick<PublicJobOpening, 'image'>): Media => job.image ?? HERO_IMAGES.careers;

import type { Media, PublicJobOpening } from '../../api/types';
import { HERO_IMAGES } from '../../lib/hero-images';

/**
 * R-2.19's line 'Location: … | Employment Type: … | Experience: …', from the opening's own fields (the seeded four
 * hold the spec's values); an empty field is left out rather than shown blank.
 */
type FactFields = Pick<PublicJobOpening, 'location' | 'job_type' | 'experience'>;

/** The present facts, each 'Label: value'. */
export function careerFactList(job: FactFields): string[] {
  const parts: [string, string | null | undefined][] = [
    ['Location', job.location],
    ['Employment Type', job.job_type],
    ['Experience', job.experience],
  ];
  return parts
    .filter((part): part is [string, string] => (part[1] ?? '').trim() !== '')
    .map(([label, value]) => `${label}: ${value.trim()}`);
}

export function careerFacts(job: FactFields): string {
  return careerFactList(job).join(' | ');
}

/** An opening without its own image shows the careers banner: never an empty box. */
export const careerImage = (job: Pick<PublicJobOpening, 'image'>): Media => job.image ?? HERO_IMAGES.careers;

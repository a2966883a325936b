import type { Media, PublicJobOpening } from '../../api/types';
import { HERO_IMAGES } from '../../lib/hero-images';

/**
 * R-2.19's line 'Location: … | Employment Type: … | Experience: …', from the opening's own fields (the seeded four
 * hold the spec's values); an empty field is left out rather than shown blank.
 */
export function careerFacts(job: Pick<PublicJobOpening, 'location' | 'job_type' | 'experience'>): string {
  const parts: [string, string][] = [
    ['Location', job.location],
    ['Employment Type', job.job_type],
    ['Experience', job.experience],
  ];
  return parts
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join(' | ');
}

/** An opening without its own image shows the careers banner: never an empty box. */
export const careerImage = (job: Pick<PublicJobOpening, 'image'>): Media => job.image ?? HERO_IMAGES.careers;

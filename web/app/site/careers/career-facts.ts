import type { Media, PublicJobOpening } from '../../api/types';
import type { Messages } from '../../i18n/en';
import { HERO_IMAGES } from '../../lib/hero-images';

/**
 * R-2.19's line 'Location: … | Employment Type: … | Experience: …', from the opening's own fields (the seeded four
 * hold the spec's values); an empty field is left out rather than shown blank.
 */
const FACTS = ['location', 'job_type', 'experience'] as const;
type FactFields = Pick<PublicJobOpening, (typeof FACTS)[number]>;

/** The present facts, each 'Label: value', under its field's label in the page's language (the catalogue's `facts`). */
export function careerFactList(job: FactFields, labels: Messages['facts']): string[] {
  return FACTS.filter((name) => (job[name] ?? '').trim() !== '').map((name) => `${labels[name]}: ${job[name].trim()}`);
}

export function careerFacts(job: FactFields, labels: Messages['facts']): string {
  return careerFactList(job, labels).join(' | ');
}

/** An opening without its own image shows the careers banner: never an empty box. */
export const careerImage = (job: Pick<PublicJobOpening, 'image'>): Media => job.image ?? HERO_IMAGES.careers;

import { describe, expect, it } from 'vitest';
import { SLUG_MAX } from './limits';
import { messages } from './messages';
import { jobOpeningBody, projectBody } from './schemas';
import { slugKey, slugPath, slugProblem, slugify } from './slugs';

describe('a page’s URL slug (D-14.6)', () => {
  it.each(['ring-road', 'a', 'plan-2026', '2026'])('takes %s', (slug) => expect(slugProblem(slug)).toBeNull());

  it.each([['Ring-Road'], ['ring road'], ['-ring'], ['ring-'], ['ring--road'], ['ring_road'], ['rïng'], ['']])(
    'refuses %j with the rule',
    (slug) => expect(slugProblem(slug)).toBe(messages.slugInvalid),
  );

  it('refuses one past the limit', () => {
    expect(slugProblem('a'.repeat(SLUG_MAX))).toBeNull();
    expect(slugProblem('a'.repeat(SLUG_MAX + 1))).toBe(messages.slugTooLong);
  });

  it('makes one from a title that keeps the rule, within the limit', () => {
    expect(slugify('Jaipur’s Walled City — Heritage Walk')).toBe('jaipur-s-walled-city-heritage-walk');
    expect(slugify('Café Ölgarten')).toBe('cafe-olgarten');
    expect(slugify('!!!')).toBe('item');
    const long = slugify(`${'word '.repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slugProblem(long)).toBeNull();
  });

  it('compares as the public pages do, and names the page', () => {
    expect(slugKey(' Interior ')).toBe('interior');
    expect(slugPath('project', 'ring-road')).toBe('/project/ring-road');
    expect(slugPath('job-opening', 'Interior ')).toBe('/career/Interior%20');
    expect(slugPath('service', 'urban-design')).toBe('/services/urban-design');
  });

  it('is optional in the bodies, and checked when typed', () => {
    const project = { title: 'T', content: 'C', client: 'JDA', category: 'P', date: '2025-06-01' };
    expect(projectBody.safeParse(project).success).toBe(true);
    expect(projectBody.safeParse({ ...project, slug: '' }).success).toBe(true);
    const refused = projectBody.safeParse({ ...project, slug: 'Ring Road' });
    expect(refused.success ? null : refused.error.issues[0].message).toBe(messages.slugInvalid);
    const opening = { title: 'T', location: 'Jaipur', about: 'A' };
    expect(jobOpeningBody.safeParse({ ...opening, slug: 'town-planner' }).data?.slug).toBe('town-planner');
    expect(jobOpeningBody.safeParse({ ...opening, slug: 'Town Planner' }).success).toBe(false);
  });
});

/** A renamed project's image alt texts follow its new title; an alt text written without it stays. */
import { describe, expect, it } from 'vitest';
import { retitledAlt } from '../src/lib/image-alts';

describe('retitledAlt', () => {
  it('renames the title at the start of an alt text, alone or followed by a description', () => {
    expect(retitledAlt('Cadmax Valley', 'Cadmax Valley', 'Cadmax Greens')).toBe('Cadmax Greens');
    expect(retitledAlt('Cadmax Valley: isometric township plan', 'Cadmax Valley', 'Cadmax Greens')).toBe(
      'Cadmax Greens: isometric township plan',
    );
    expect(retitledAlt('Cadmax Valley logo', 'Cadmax Valley', 'Cadmax Greens')).toBe('Cadmax Greens logo');
  });

  it('leaves an alt text that does not start with the old title as a whole word', () => {
    expect(retitledAlt('Aerial view of the site', 'Cadmax Valley', 'Cadmax Greens')).toBeNull();
    expect(retitledAlt('Cadmax Valleys of Rajasthan', 'Cadmax Valley', 'Cadmax Greens')).toBeNull();
    expect(retitledAlt('', 'Cadmax Valley', 'Cadmax Greens')).toBeNull();
    expect(retitledAlt('Cadmax Valley', 'Cadmax Valley', 'Cadmax Valley')).toBeNull();
  });
});

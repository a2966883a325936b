import { describe, expect, it } from 'vitest';
import { messages } from '@cadmax/contract';
import { catalogue, translated } from './catalogue.server';
import { en } from './en';
import { hi } from './hi';

/** Every text of a catalogue by its dotted key. */
function entries(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('the message catalogues (D-15)', () => {
  it('hold the same keys in every locale, each a text that is not empty', () => {
    const english = entries(en);
    const hindi = entries(hi);
    expect(hindi.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, value] of [...english, ...hindi]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('write Hindi in Devanagari, and fill the same {values} as English', () => {
    const english = new Map(entries(en));
    // The spec's fixed words and the Intl tag are the same in both.
    const fixed = new Set(['errors.errorTitle', 'intlLocale']);
    for (const [key, value] of entries(hi)) {
      const text = value as string;
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) as string));
      if (!fixed.has(key)) expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("keeps the contract's English where the contract defines it", () => {
    expect(en.contract.fillAllFields).toBe(messages.fillAllFields);
    expect(en.contract.contactSent).toBe(messages.contactSent);
    expect(catalogue('en')).toBe(en);
    expect(catalogue('hi')).toBe(hi);
  });

  it("answers a form in the page's language: the contract's messages by their English, others as they came", () => {
    expect(translated('hi', messages.fillAllFields)).toBe(hi.contract.fillAllFields);
    expect(translated('hi', messages.subscribed)).toBe(hi.contract.subscribed);
    expect(translated('hi', en.forms.failure)).toBe(hi.forms.failure);
    expect(translated('en', messages.subscribed)).toBe(messages.subscribed);
    expect(translated('hi', 'Name must be at most 100 characters.')).toBe('Name must be at most 100 characters.');
  });
});

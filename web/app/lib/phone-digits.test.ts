import { describe, expect, it } from 'vitest';
import { toPhoneDigits } from './phone-digits';

/** What the phone field holds after each key: it re-filters its whole value on every input event. */
const typeKeyByKey = (text: string) => [...text].reduce((field, key) => toPhoneDigits(field + key), '');

describe('toPhoneDigits', () => {
  it('keeps the ten national digits of a number pasted with a country code or trunk prefix', () => {
    const pasted = [
      '+91 98765 43210',
      '+91-98765-43210',
      '0091 98765 43210',
      '919876543210',
      '098765 43210',
      'Tel: 98765 43210',
    ];
    for (const text of pasted) expect(toPhoneDigits(text), text).toBe('9876543210');
  });

  it('gives the same digits when the number is typed key by key', () => {
    for (const text of ['+91 98765 43210', '098765 43210', '91 98765 43210', '98765 43210'])
      expect(typeKeyByKey(text), text).toBe('9876543210');
  });

  it('keeps a number that starts with 91 itself, and stops at ten digits', () => {
    expect(toPhoneDigits('9198765432')).toBe('9198765432');
    expect(typeKeyByKey('9198765432')).toBe('9198765432');
    expect(typeKeyByKey('98765432101234')).toBe('9876543210');
    expect(toPhoneDigits('abc')).toBe('');
  });
});

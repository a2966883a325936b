import { describe, expect, it } from 'vitest';
import { toPhoneDigits } from './phone-digits';

/** What the phone field holds after each key: it re-filters its whole value on every input event. */
const typeKeyByKey = (text: string) => [...text].reduce((field, key) => toPhoneDigits(field + key), '');

describe('toPhoneDigits', () => {
  it('keeps the ten national digits of a number pasted with a country code or trunk prefix', () => {
    expect(toPhoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(toPhoneDigits('+91-98765-43210')).toBe('9876543210');
    expect(toPhoneDigits('0091 98765 43210')).toBe('9876543210');
    expect(toPhoneDigits('919876543210')).toBe('9876543210');
    expect(toPhoneDigits('098765 43210')).toBe('9876543210');
    expect(toPhoneDigits('Tel: 98765 43210')).toBe('9876543210');
  });

  it('gives the same digits when the number is typed key by key', () => {
    expect(typeKeyByKey('+91 98765 43210')).toBe('9876543210');
    expect(typeKeyByKey('098765 43210')).toBe('9876543210');
    expect(typeKeyByKey('91 98765 43210')).toBe('9876543210');
    expect(typeKeyByKey('98765 43210')).toBe('9876543210');
  });

  it('keeps a number that starts with 91 itself, and stops at ten digits', () => {
    expect(toPhoneDigits('9198765432')).toBe('9198765432');
    expect(typeKeyByKey('9198765432')).toBe('9198765432');
    expect(typeKeyByKey('98765432101234')).toBe('9876543210');
    expect(toPhoneDigits('abc')).toBe('');
  });
});

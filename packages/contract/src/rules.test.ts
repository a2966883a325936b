import { describe, expect, it } from 'vitest';
import { maskEmail } from './rules';

describe('maskEmail (the unsubscribe page, D-13.1)', () => {
  it.each([
    ['arjun.mehta@example.in', 'a***a@example.in'],
    ['ab@x.in', 'a***@x.in'],
    ['a@x.in', 'a***@x.in'],
    ['नमस्ते@example.in', 'न***े@example.in'],
    ['no-at-sign', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

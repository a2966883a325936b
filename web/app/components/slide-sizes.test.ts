import { describe, expect, it } from 'vitest';
import { slideSizes } from './slider';

describe('slideSizes', () => {
  it('gives each breakpoint the width of one slide, widest first, one slide below the first', () => {
    expect(slideSizes({ 640: 2, 1024: 3 })).toBe('(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw');
    expect(slideSizes({ 300: 1, 480: 2, 768: 3, 1024: 4 })).toBe(
      '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
    );
  });

  it('takes a breakpoint at 0 as the base and leaves out one that changes nothing', () => {
    expect(slideSizes({ 0: 2, 640: 3, 1024: 5 })).toBe('(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw');
    expect(slideSizes({ 400: 1, 768: 2, 1024: 4 })).toBe('(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw');
    expect(slideSizes({ 768: 1, 1024: 3 })).toBe('(min-width: 1024px) 33vw, 100vw');
  });

  it('is the full width without breakpoints', () => {
    expect(slideSizes()).toBe('100vw');
  });
});

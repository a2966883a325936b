import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './meta';

describe('absoluteUrl', () => {
  it('joins the site and a path with one slash', () => {
    expect(absoluteUrl('https://cadmax.example/', '/uploads/a.jpg')).toBe('https://cadmax.example/uploads/a.jpg');
    expect(absoluteUrl('https://cadmax.example', 'about')).toBe('https://cadmax.example/about');
  });

  it('keeps a media URL on object storage as it is', () => {
    const url = 'https://media.cadmax.example/large_a_1f2e.jpg';
    expect(absoluteUrl('https://cadmax.example', url)).toBe(url);
    expect(absoluteUrl('https://cadmax.example', 'http://127.0.0.1:9000/cadmax-media/a.webp')).toBe(
      'http://127.0.0.1:9000/cadmax-media/a.webp',
    );
  });
});

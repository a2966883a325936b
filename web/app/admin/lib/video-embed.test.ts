import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './video-embed';

describe('toEmbedUrl (R-5.10: two video hosts become privacy-friendly embed links)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s → %s', (input, expected) => expect(toEmbedUrl(input)).toBe(expected));

  it('keeps other links as they are', () => {
    expect(toEmbedUrl(' https://example.com/clip.mp4 ')).toBe('https://example.com/clip.mp4');
  });
});

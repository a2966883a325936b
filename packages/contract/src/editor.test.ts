import { describe, expect, it } from 'vitest';
import { FONTS, isBlankHtml, keepNonBreakingSpaces, PALETTE, SIZES, spacesToHtml, TOOLBAR, toEmbedUrl } from './editor';

describe('editor toolbar (R-5.10, R-9.11)', () => {
  it('offers a 35-colour palette of distinct colours, the two fonts and three sizes', () => {
    expect(PALETTE).toHaveLength(35);
    expect(new Set(PALETTE).size).toBe(35);
    expect(FONTS.filter(Boolean)).toEqual(['serif', 'monospace']);
    expect(SIZES.filter(Boolean)).toEqual(['small', 'large', 'huge']);
  });
  it('has headers 1 to 6 and the video button', () => {
    expect(TOOLBAR[0]).toEqual([{ header: [1, 2, 3, 4, 5, 6, false] }]);
    expect(TOOLBAR.flat()).toContain('video');
  });
  it("treats Quill's empty document as blank, but not an image-only one", () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="x.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>Hello</p>')).toBe(false);
  });
});

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

describe('spacesToHtml: the editors keep ordinary spaces', () => {
  it('keeps single spaces as spaces (Quill 2.0.3 wrote &nbsp; for each)', () => {
    expect(spacesToHtml('Industrial parks near Jaipur', false, false)).toBe('Industrial parks near Jaipur');
  });

  it('writes &nbsp; only where HTML would collapse a space: runs, and a line’s first or last character', () => {
    expect(spacesToHtml('a   b', false, false)).toBe('a &nbsp;&nbsp;b');
    expect(spacesToHtml(' a ', true, true)).toBe('&nbsp;a&nbsp;');
    expect(spacesToHtml(' a ', false, false)).toBe(' a ');
  });

  it('keeps a non-breaking space typed as one, and escapes markup', () => {
    expect(spacesToHtml('10\u00a0km <b> & "x"', false, false)).toBe('10&nbsp;km &lt;b&gt; &amp; &quot;x&quot;');
  });
});

describe('keepNonBreakingSpaces: a stored non-breaking space is read back as one', () => {
  it('puts back the U+00A0 that Quill read as a space', () => {
    expect(keepNonBreakingSpaces('The site is 10\u00a0km away.', 'The site is 10 km away.')).toBe(
      'The site is 10\u00a0km away.',
    );
  });

  it('follows Quill’s collapsing and trimming of other whitespace, and keeps its line breaks', () => {
    expect(keepNonBreakingSpaces(' a \n b\u00a0c ', 'a b c')).toBe('a b\u00a0c');
    expect(keepNonBreakingSpaces('a\u00a0 b ', 'a  b\n')).toBe('a\u00a0 b\n');
    expect(keepNonBreakingSpaces('\u00a0a', ' a')).toBe('\u00a0a');
  });

  it('leaves text without U+00A0, or read differently, as Quill read it', () => {
    expect(keepNonBreakingSpaces('a  b', 'a b')).toBe('a b');
    expect(keepNonBreakingSpaces('a\u00a0b', 'something else')).toBe('something else');
  });

  it('gives the export the same HTML back for the &nbsp; it wrote itself', () => {
    const html = spacesToHtml('a   b ', true, true);
    const read = keepNonBreakingSpaces(html.replaceAll('&nbsp;', '\u00a0'), 'a   b ');
    expect(spacesToHtml(read, true, true)).toBe(html);
  });
});

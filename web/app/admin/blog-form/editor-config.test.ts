import { describe, expect, it } from 'vitest';
import { FONTS, isBlankHtml, PALETTE, SIZES, TOOLBAR } from './editor-config';

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

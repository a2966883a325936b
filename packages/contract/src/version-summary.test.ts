import { describe, expect, it } from 'vitest';
import { versionSummary, wordChanges, wordCount } from './version-summary';

describe('a version summary (D-14.2)', () => {
  it('names the changed fields and the words added and removed', () => {
    expect(versionSummary({ fields: ['Title', 'Content'], added: 12, removed: 3 })).toBe(
      'Title, Content · +12 −3 words',
    );
    expect(versionSummary({ fields: ['Short content'], added: 1, removed: 0 })).toBe('Short content · +1 −0 words');
  });

  it('names only the fields when no word changed (an image, a flag), and says when nothing did', () => {
    expect(versionSummary({ fields: ['Image'], added: 0, removed: 0 })).toBe('Image');
    expect(versionSummary({ fields: [], added: 0, removed: 0 })).toBe('No changes');
  });

  it('counts words in any script, not spaces or punctuation', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  , — . ')).toBe(0);
    expect(wordCount("The site's 75-acre plan, drawn in 2024.")).toBe(7);
    expect(wordCount('जयपुर का नक्शा')).toBe(3);
  });

  it("counts a word diff's added and removed runs, not its unchanged ones", () => {
    const parts = [
      { value: 'A plan ' },
      { value: 'for trucks', removed: true },
      { value: 'for trucks and people, drawn', added: true },
      { value: ' today.' },
    ];
    expect(wordChanges(parts)).toEqual({ added: 5, removed: 2 });
    expect(wordChanges([{ value: 'same words' }])).toEqual({ added: 0, removed: 0 });
  });
});

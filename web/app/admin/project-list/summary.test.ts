import { describe, expect, it } from 'vitest';
import { projectSummary } from './summary';

describe('projectSummary (R-2.29)', () => {
  it('prefers the short content, then the first 100 characters of content, then the fallback', () => {
    expect(projectSummary({ short_content: 'Short', content: 'Long' })).toBe('Short');
    expect(projectSummary({ short_content: '', content: 'y'.repeat(250) })).toBe('y'.repeat(100));
    expect(projectSummary({ short_content: '', content: '' })).toBe('No content available.');
  });
});

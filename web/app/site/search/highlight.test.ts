import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence in any case', () => {
    expect(highlightParts('Baori and BAORI, a baori.', 'baori')).toEqual([
      { text: 'Baori', match: true },
      { text: ' and ', match: false },
      { text: 'BAORI', match: true },
      { text: ', a ', match: false },
      { text: 'baori', match: true },
      { text: '.', match: false },
    ]);
  });

  it('takes the query literally and matches its spaces to any whitespace', () => {
    expect(highlightParts('Plan (A) 50%+ done', '(a) 50%+')).toEqual([
      { text: 'Plan ', match: false },
      { text: '(A) 50%+', match: true },
      { text: ' done', match: false },
    ]);
    expect(highlightParts('stone  by\nstone', 'by stone')).toEqual([
      { text: 'stone  ', match: false },
      { text: 'by\nstone', match: true },
    ]);
  });

  it('keeps markup as text, Unicode included', () => {
    expect(highlightParts('<b>जयपुर</b> का नक्शा', 'जयपुर')).toEqual([
      { text: '<b>', match: false },
      { text: 'जयपुर', match: true },
      { text: '</b> का नक्शा', match: false },
    ]);
    expect(highlightParts('ÜBER über', 'über')).toEqual([
      { text: 'ÜBER', match: true },
      { text: ' ', match: false },
      { text: 'über', match: true },
    ]);
  });

  it('leaves a text without the query, or an empty query, whole', () => {
    expect(highlightParts('Heritage', 'baori')).toEqual([{ text: 'Heritage', match: false }]);
    expect(highlightParts('Heritage', '  ')).toEqual([{ text: 'Heritage', match: false }]);
    expect(highlightParts('', 'baori')).toEqual([]);
  });
});

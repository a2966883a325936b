import { describe, expect, it } from 'vitest';
import { highlightParts, type TextPart } from './highlight';

/** The parts a text written with its matches in brackets stands for: 'a [b] c' is a, then b matched, then c. */
const marked = (text: string): TextPart[] =>
  text
    .split(/\[([^\]]*)\]/)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');

/** `text`'s parts for `query` are `expected`, its matches in brackets. */
const expectParts = (text: string, query: string, expected: string) =>
  expect(highlightParts(text, query), `${JSON.stringify(text)} for ${JSON.stringify(query)}`).toEqual(marked(expected));

describe('highlightParts', () => {
  it('marks every occurrence in any case', () => {
    expectParts('Baori and BAORI, a baori.', 'baori', '[Baori] and [BAORI], a [baori].');
  });

  it('takes the query literally and matches its spaces to any whitespace', () => {
    expectParts('Plan (A) 50%+ done', '(a) 50%+', 'Plan [(A) 50%+] done');
    expectParts('stone  by\nstone', 'by stone', 'stone  [by\nstone]');
  });

  it('keeps markup as text, Unicode included', () => {
    expectParts('<b>जयपुर</b> का नक्शा', 'जयपुर', '<b>[जयपुर]</b> का नक्शा');
    expectParts('ÜBER über', 'über', '[ÜBER] [über]');
  });

  it('leaves a text without the query, or an empty query, whole', () => {
    expectParts('Heritage', 'baori', 'Heritage');
    expectParts('Heritage', '  ', 'Heritage');
    expectParts('', 'baori', '');
  });

  it('reads a bracketed expectation as the parts it stands for', () => {
    expect(marked('[Baori] and')).toEqual([
      { text: 'Baori', match: true },
      { text: ' and', match: false },
    ]);
    expect(marked('')).toEqual([]);
  });
});

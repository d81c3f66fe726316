import { describe, expect, it } from 'vitest';
import { marksOf, parseTextQuery, termsOf, tsvectorOf } from '../../server/lesson-text/text-terms';

/**
 * The tokenizer the search inside lessons indexes and asks with (docs/search.md "Inside
 * lessons"); the query set itself runs against the database in tests/api/lesson-search.test.ts.
 */
describe('text terms', () => {
  it('makes each Chinese character and each pair of neighbours a term, with a gap between runs', () => {
    expect(termsOf('热力，学').map((term) => `${term.lexeme}@${term.position}`)).toEqual(['热@1', '热力@1', '力@2', '学@4']);
  });

  it('stems English words, leaves out stop words and keeps the original offsets of normalised text', () => {
    const text = 'The ＦＦＴ transforms 傅裡葉';
    const terms = termsOf(text);
    expect(terms.map((term) => term.lexeme)).toEqual(['fft', 'transform', '傅', '傅里', '里', '里叶', '叶']);
    expect(terms.map((term) => text.slice(term.start, term.end))).toEqual(['ＦＦＴ', 'transforms', '傅', '傅裡', '裡', '裡葉', '葉']);
  });

  it('writes a tsvector literal with each lexeme once and its positions', () => {
    expect(tsvectorOf(termsOf('熵 熵'))).toBe("'熵':1,3");
  });

  it('turns a query into required phrases, and into nothing when no word is left', () => {
    expect(parseTextQuery('傅里叶 transformation 熵')?.tsquery).toBe("('傅里' <-> '里叶') & ('transform') & ('熵')");
    expect(parseTextQuery('the，。')).toBeNull();
  });

  it('marks every phrase where the text writes it, adjacent marks as one', () => {
    const text = '傅裡葉變換 and transforms';
    const query = parseTextQuery('傅里叶 变换 transform')!;
    expect(marksOf(text, query).map((mark) => text.slice(mark.start, mark.end))).toEqual(['傅裡葉變換', 'transforms']);
  });
});

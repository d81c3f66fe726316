import { describe, expect, it } from 'vitest';
import { highlightField, markKeyword } from '../../src/ui/advance-search/highlight';

const marked = (parts: { text: string; marked: boolean }[]) => parts.filter((p) => p.marked).map((p) => p.text);

describe('keyword highlight', () => {
  it('marks every occurrence of the phrase, ignoring case, keeping the original letters', () => {
    const parts = markKeyword('Linear Algebra · linear maps', 'LINEAR');
    expect(parts).toEqual([
      { text: 'Linear', marked: true },
      { text: ' Algebra · ', marked: false },
      { text: 'linear', marked: true },
      { text: ' maps', marked: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Linear Algebra · linear maps');
  });

  it('reads the keyword as one phrase with runs of spaces collapsed', () => {
    expect(marked(markKeyword('Linear Algebra', '  linear   algebra '))).toEqual(['Linear Algebra']);
    expect(marked(markKeyword('Linear Algebra', 'algebra linear'))).toEqual([]);
  });

  it('marks Chinese text', () => {
    expect(markKeyword('线性代数', '代数')).toEqual([
      { text: '线性', marked: false },
      { text: '代数', marked: true },
    ]);
  });

  it('leaves text alone for an empty keyword, and gives nothing for empty text', () => {
    expect(markKeyword('A101', '   ')).toEqual([{ text: 'A101', marked: false }]);
    expect(markKeyword('', 'x')).toEqual([]);
  });

  it('marks only fields the server says matched', () => {
    expect(highlightField('Prof. Lin Tao', 'lin', false)).toEqual([{ text: 'Prof. Lin Tao', marked: false }]);
    expect(marked(highlightField('Prof. Lin Tao', 'lin', true))).toEqual(['Lin']);
  });

  it('marks the whole field when it matched another way (pinyin, a near miss)', () => {
    expect(highlightField('线性代数', 'xxds', true)).toEqual([{ text: '线性代数', marked: true }]);
    expect(highlightField('', 'xxds', true)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { snippetParts } from '../../src/ui/lesson-search/snippet-parts';

/** The search inside lessons marks what matched in a snippet from the server's offsets (docs/search.md "Inside lessons"). */
const marked = (parts: { text: string; marked: boolean }[]) => parts.filter((part) => part.marked).map((part) => part.text);
const spelled = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('snippetParts', () => {
  it('marks the stretches the server names, Chinese and Latin alike, and keeps the rest as it was written', () => {
    const snippet = '…we apply the 傅里叶变换 to the Signal, then transform it back';
    const start = snippet.indexOf('傅里叶变换');
    const parts = snippetParts(snippet, [
      { start, end: start + 5 },
      { start: snippet.indexOf('transform'), end: snippet.indexOf('transform') + 9 },
    ]);
    expect(marked(parts)).toEqual(['傅里叶变换', 'transform']);
    expect(spelled(parts)).toBe(snippet);
    expect(parts[0]).toEqual({ text: '…we apply the ', marked: false });
  });

  it('leaves a snippet without marks whole, and an empty one empty', () => {
    expect(snippetParts('no match here', [])).toEqual([{ text: 'no match here', marked: false }]);
    expect(snippetParts('', [{ start: 0, end: 3 }])).toEqual([]);
  });

  it('marks the words of a phrase as one stretch when only spaces stand between them', () => {
    const snippet = 'So the Fourier transform tells us which frequencies are present.';
    const parts = snippetParts(snippet, [
      { start: 7, end: 14 },
      { start: 15, end: 24 },
      { start: 40, end: 51 },
    ]);
    expect(marked(parts)).toEqual(['Fourier transform', 'frequencies']);
    expect(spelled(parts)).toBe(snippet);
  });

  it('merges overlapping and touching marks, in any order, into one stretch', () => {
    const parts = snippetParts('abcdefgh', [
      { start: 4, end: 6 },
      { start: 1, end: 3 },
      { start: 2, end: 4 },
    ]);
    expect(parts).toEqual([
      { text: 'a', marked: false },
      { text: 'bcdef', marked: true },
      { text: 'gh', marked: false },
    ]);
  });

  it('clamps marks that run past either end and drops empty or reversed ones', () => {
    const parts = snippetParts('slide text', [
      { start: -3, end: 2 },
      { start: 6, end: 99 },
      { start: 4, end: 4 },
      { start: 5, end: 3 },
    ]);
    expect(parts).toEqual([
      { text: 'sl', marked: true },
      { text: 'ide ', marked: false },
      { text: 'text', marked: true },
    ]);
    expect(spelled(parts)).toBe('slide text');
  });

  it('keeps markup in a snippet as text: the parts are strings, never HTML', () => {
    const snippet = 'a <b>bold</b> claim';
    const parts = snippetParts(snippet, [{ start: 2, end: 13 }]);
    expect(marked(parts)).toEqual(['<b>bold</b>']);
    expect(spelled(parts)).toBe(snippet);
  });
});

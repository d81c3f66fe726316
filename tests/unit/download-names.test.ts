import { describe, expect, it } from 'vitest';
import { attachment, uniqueNames, visibleName } from '../../server/downloads/attachment';

/**
 * Names a download is saved under carry no control or invisible format characters: a
 * right-to-left override can make "invoice<U+202E>fdp.exe" show as "invoiceexe.pdf".
 */
const HIDDEN = [
  ['NUL and other C0 controls', '\u0000\u0007\u001b'],
  ['DEL and C1 controls', '\u007f\u0085\u009b'],
  ['bidi embeddings and overrides', '\u202a\u202b\u202c\u202d\u202e'],
  ['bidi isolates', '\u2066\u2067\u2068\u2069'],
  ['marks, zero widths and the BOM', '\u200e\u200f\u200b\u200d\u2060\ufeff'],
  ['line and paragraph separators', '\u2028\u2029'],
  ['a lone surrogate', '\ud800'],
] as const;

describe('download names', () => {
  it.each(HIDDEN)('drops %s', (_, hidden) => {
    expect(visibleName(`invoice${hidden}fdp.exe`)).toBe('invoicefdp.exe');
    expect(attachment(`invoice${hidden}fdp.exe`)).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });

  it('keeps every visible character, and names a download with nothing visible "download"', () => {
    expect(visibleName(' 线性代数 (第2版) – notes.pdf ')).toBe('线性代数 (第2版) – notes.pdf');
    expect(attachment('\u202e\u2066')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });

  it('makes the names inside a pack visible before making them unique', () => {
    expect(uniqueNames(['a\u202e.pdf', 'a.pdf', '\u200b'])).toEqual(['a.pdf', 'a (2).pdf', 'file']);
  });
});

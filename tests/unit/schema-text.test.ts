import { describe, expect, it } from 'vitest';
import { cleanPastedText, idText, multilineText, plainText, queryDecimal, queryInt } from '../../src/schemas/text';

/** The shared request-text rules (src/schemas/text.ts, docs/security.md "Input validation"). */
describe('plainText and idText', () => {
  it.each(['a\u0000b', 'tab\there', 'line\nbreak', '\u001b[31m', 'del\u007f', 'c1\u0085'])('refuses %j', (value) => {
    expect(plainText().safeParse(value).success).toBe(false);
    expect(idText().safeParse(value).success).toBe(false);
  });

  it('takes any other text, accents, CJK and emoji included, and trims ids', () => {
    expect(plainText().parse('Ünïcode 线性代数 🎓')).toBe('Ünïcode 线性代数 🎓');
    expect(idText().parse('  vod-1  ')).toBe('vod-1');
    expect(idText().safeParse('x'.repeat(65)).success).toBe(false);
  });

  it('multilineText keeps tabs and line breaks only', () => {
    expect(multilineText().parse('a\tb\r\nc')).toBe('a\tb\r\nc');
    expect(multilineText().safeParse('a\u0000b').success).toBe(false);
  });
});

describe('cleanPastedText', () => {
  it('drops NUL and mends half surrogate pairs, keeping everything else', () => {
    expect(cleanPastedText('a\u0000b\u0000')).toBe('ab');
    expect(cleanPastedText('x\ud83dy')).toBe('x\ufffdy');
    expect(cleanPastedText('\ude00end')).toBe('\ufffdend');
    expect(cleanPastedText('🎓\tline\n')).toBe('🎓\tline\n');
  });
});

describe('queryInt', () => {
  it.each(['0x10', '1e2', ' 1 ', '1.0', '+1', '', '1_000', 'Infinity', '9'.repeat(16)])('refuses %j', (value) => {
    expect(queryInt().safeParse(value).success).toBe(false);
  });

  it('takes plain decimal digits within its bounds', () => {
    expect(queryInt().parse('042')).toBe(42);
    expect(queryInt({ min: -366, max: 366 }).parse('-1')).toBe(-1);
    const page = queryInt({ min: 1, max: 1000 }).safeParse('0');
    expect(page.success).toBe(false);
    expect(page.error?.issues[0]?.message).toBe('must be between 1 and 1000');
  });
});

describe('queryDecimal', () => {
  it('takes 12 and 12.5, not signs, exponents or hex', () => {
    expect(queryDecimal().parse('12.5')).toBe(12.5);
    for (const value of ['-1', '1e2', '0x10', '.5', ' 1']) expect(queryDecimal().safeParse(value).success).toBe(false);
  });
});

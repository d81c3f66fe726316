import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../../server/catalogue/keyword-match';
import { buildSearchText, pinyinForms } from '../../server/catalogue/pinyin-search-text';

describe('pinyin search text', () => {
  it('adds full pinyin and initials to a Chinese name', () => {
    expect(buildSearchText('线性代数')).toBe('线性代数 | xianxingdaishu | xxds');
    expect(pinyinForms('计算机网络')).toEqual({ full: 'jisuanjiwangluo', initials: 'jsjwl' });
  });

  it('lower-cases a name without Chinese and tidies its spaces', () => {
    expect(buildSearchText('  Linear   Algebra ')).toBe('linear algebra');
    expect(buildSearchText('MATH1002-01')).toBe('math1002-01');
    expect(pinyinForms('A101')).toBeNull();
  });

  it('reads only the Chinese runs of a mixed name', () => {
    expect(buildSearchText('Dr. Li Wei 李伟', { personName: true })).toBe('dr. li wei 李伟 | liwei | lw');
    expect(buildSearchText('教学楼A 203')).toBe('教学楼a 203 | jiaoxuelou | jxl');
  });

  it('writes ü as v, as pinyin keyboards type it', () => {
    expect(pinyinForms('概率论')?.full).toBe('gailvlun');
    expect(pinyinForms('女')?.full).toBe('nv');
  });

  it('picks the reading the context needs', () => {
    expect(pinyinForms('重庆')?.full).toBe('chongqing');
    expect(pinyinForms('银行')?.full).toBe('yinhang');
  });

  it('reads surnames as surnames in person names only', () => {
    expect(pinyinForms('单伟', { personName: true })?.full).toBe('shanwei');
    expect(pinyinForms('曾经')?.full).toBe('cengjing');
    expect(pinyinForms('曾伟', { personName: true })?.full).toBe('zengwei');
  });

  it('never repeats a form', () => {
    expect(buildSearchText('一')).toBe('一 | yi | y');
  });
});

describe('typed keywords', () => {
  it('matches anywhere in lower case, with typo tolerance, from three characters', () => {
    expect(parseKeyword(' Linaer  Algebra ')).toEqual({
      text: 'linaer algebra',
      patterns: ['%linaer algebra%', '%linaeralgebra%'],
      fuzzy: true,
    });
  });

  it('matches pinyin typed with spaces against the spaceless form', () => {
    expect(parseKeyword('xian xing dai shu').patterns).toContain('%xianxingdaishu%');
  });

  it('matches short Latin keywords at word starts only, without typo tolerance', () => {
    expect(parseKeyword('XX')).toEqual({ text: 'xx', patterns: ['xx%', '% xx%'], fuzzy: false });
  });

  it('keeps one Chinese character a substring match', () => {
    expect(parseKeyword('线').patterns).toEqual(['%线%']);
  });

  it('takes codes and room numbers exactly', () => {
    expect(parseKeyword('MATH1002').fuzzy).toBe(false);
  });

  it('escapes LIKE wildcards', () => {
    expect(parseKeyword('100%_A\\b').patterns).toEqual(['%100\\%\\_a\\\\b%']);
  });
});

import { describe, expect, it } from 'vitest';
import { tidySlideText } from '../../server/lesson-text/slide-text-tidy';

/** Tesseract's reading of a slide made searchable (server/lesson-text/slide-text-tidy.ts). */
describe('tidying the text read from a slide', () => {
  it('joins Chinese characters Tesseract spaced apart, so a typed phrase matches', () => {
    expect(tidySlideText('傅 里 叶 变 换')).toBe('傅里叶变换');
    expect(tidySlideText('热力 学 第 二 定律 ， 熵 增')).toBe('热力学第二定律，熵增');
  });

  it('keeps the spaces between Latin words and between Chinese and Latin', () => {
    expect(tidySlideText('Fourier  transform of a  signal')).toBe('Fourier transform of a signal');
    expect(tidySlideText('线 性 代 数 eigenvalue 和 特 征 值 eigenvector')).toBe('线性代数 eigenvalue 和特征值 eigenvector');
    expect(tidySlideText('第 3 章 LU 分 解')).toBe('第 3 章 LU 分解');
  });

  it('keeps lines in order and drops blank ones and those with no letter or digit', () => {
    expect(tidySlideText('标 题\n\n\n  first line  \n—— |\n\n第 二 行\n\f')).toBe('标题\nfirst line\n第二行');
  });

  it('leaves nothing of a slide with no text', () => {
    expect(tidySlideText('\n \f')).toBe('');
    expect(tidySlideText('|\n— —\n')).toBe('');
  });
});

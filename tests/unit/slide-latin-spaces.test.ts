import { describe, expect, it } from 'vitest';
import { mayHaveGluedWords, respaceLatin } from '../../server/lesson-text/slide-latin-spaces';

describe('English words glued by the Chinese reading', () => {
  it('are spaced as the English reading writes them, and nothing else changes', () => {
    const mixed = '傅里叶变换的定义\n\nFouriertransform of a signal\nEigenvalue';
    expect(mayHaveGluedWords(mixed)).toBe(true);
    expect(respaceLatin(mixed, '(EBM PRN eX\n\nFourier transform of a signal\nEigenvalue')).toBe(
      '傅里叶变换的定义\n\nFourier transform of a signal\nEigenvalue',
    );
  });

  it('leave a reading without long Latin runs alone, without a second reading', () => {
    expect(mayHaveGluedWords('热力学第二定律 entropy')).toBe(false);
    expect(respaceLatin('Laplacetransform', 'Fourier transform')).toBe('Laplacetransform');
  });
});

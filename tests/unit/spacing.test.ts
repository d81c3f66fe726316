import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_NAME, SPACING_MAX_PX } from '../../src/constants';
import { resolveTheme, themeNameOf } from '../../src/ui/theme/theme-catalogue';
import { css, getCssText } from '../../src/ui/theme/stitches';
import { SPACING_STEPS } from '../../src/ui/theme/spacing';

describe('the spacing utilities (SPEC §9: 0 to 200 px)', () => {
  it('run from 0 to 200 px with no gap in the scale', () => {
    expect(SPACING_STEPS[0]).toBe(0);
    expect(SPACING_STEPS.at(-1)).toBe(SPACING_MAX_PX);
    expect(SPACING_STEPS.every((px, index) => index === 0 || px - SPACING_STEPS[index - 1]! === 2)).toBe(true);
  });

  it('write a token as its rem length, so spacing scales with the window like the rest of the design', () => {
    const className = css({ mt: '$200', px: '$24', mb: 0 })();
    const text = getCssText();
    expect(text).toContain('--space-200:10rem');
    expect(text).toContain('--space-24:1.2rem');
    const rule = text.slice(text.indexOf(`.${className}{`));
    expect(rule).toMatch(/margin-top:var\(--space-200\)/);
    expect(rule).toMatch(/padding-left:var\(--space-24\);padding-right:var\(--space-24\)/);
    expect(rule).toMatch(/margin-bottom:0rem/);
  });
});

describe('the default theme name', () => {
  it('is styleDefault, and it shows the light theme', () => {
    expect(DEFAULT_THEME_NAME).toBe('styleDefault');
    expect(themeNameOf(DEFAULT_THEME_NAME)).toBe('light');
    expect(resolveTheme({ stored: null, school: null, configured: DEFAULT_THEME_NAME })).toBe('light');
    expect(resolveTheme({ stored: null, school: null, configured: 'purple' })).toBe('dark');
  });
});

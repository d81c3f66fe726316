import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../../src/ui/theme/contrast';
import { THEME_COLOURS, THEME_NAMES } from '../../src/ui/theme/theme-catalogue';
import {
  NEUTRALS,
  THEME_COLOR_VAR,
  THEME_FILL_VAR,
  THEME_TEXT_VAR,
  themeShadeVar,
  themeVariables,
} from '../../src/ui/theme/theme-variables';

/** WCAG 2.2 AA, 1.4.3: normal text needs 4.5:1 against what is behind it. */
const AA = 4.5;

describe('contrast ratio (WCAG relative luminance)', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0d73f1', '#0d73f1')).toBe(1);
    expect(contrastRatio('#ffffff', '#00bb74')).toBeCloseTo(contrastRatio('#00bb74', '#ffffff'), 10);
  });

  it('knows the brand colours that fail on white (the issue: green on white, white on green)', () => {
    expect(contrastRatio(THEME_COLOURS.green, NEUTRALS.surface)).toBeLessThan(3);
    expect(contrastRatio(THEME_COLOURS.light, NEUTRALS.surface)).toBeLessThan(AA);
  });
});

describe('readable shades', () => {
  it('keeps a colour that already reads, darkens one that does not, and answers black for a bad hex', () => {
    expect(readableShade(THEME_COLOURS.dark, [NEUTRALS.surface])).toBe(THEME_COLOURS.dark);
    const green = readableShade(THEME_COLOURS.green, [NEUTRALS.surface]);
    expect(green).not.toBe(THEME_COLOURS.green);
    expect(contrastRatio(green, NEUTRALS.surface)).toBeGreaterThanOrEqual(AA);
    expect(readableShade('green', [NEUTRALS.surface])).toBe('#000000');
  });

  it.each(THEME_NAMES)('gives the %s theme text that reads on white, the page and its tints, and a fill white reads on', (name) => {
    const { variables } = themeVariables(name);
    const text = variables[THEME_TEXT_VAR]!;
    const fill = variables[THEME_FILL_VAR]!;
    for (const ground of [NEUTRALS.surface, NEUTRALS.page, variables[themeShadeVar(8)]!, variables[themeShadeVar(9)]!]) {
      expect(contrastRatio(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(AA);
    // The brand colour itself stays for large areas.
    expect(variables[THEME_COLOR_VAR]).toBe(THEME_COLOURS[name]);
  });
});

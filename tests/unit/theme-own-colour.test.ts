import { describe, expect, it } from 'vitest';
import { skinColourOf, themeTypeOfColour } from '../../src/schemas/colour';
import { contrastRatio, GROUND_CONTRAST_MIN, TEXT_CONTRAST_MIN } from '../../src/ui/theme/contrast';
import { nearestThemeName, resolveTheme, schoolThemeOf, THEME_COLOURS, THEME_NAMES } from '../../src/ui/theme/theme-catalogue';
import {
  LIGHT_SHADE_LEVEL,
  NEUTRALS,
  SOFT_SHADE_LEVEL,
  THEME_COLOR_VAR,
  THEME_GROUND_VAR,
  THEME_SCRIM_VAR,
  themeColours,
  themeVariables,
  type ThemeColours,
} from '../../src/ui/theme/theme-variables';

/**
 * A school's own colour (docs/theming.md "A school's own colour"): its skinColor, when none of
 * the six, is drawn with shades derived from it by the same code as the six themes and the school
 * look page's preview, each reading at the thresholds of contrast.ts.
 */
const WHITE = '#ffffff';

function derived(colour: string): ThemeColours {
  const result = themeColours(colour);
  if ('warning' in result) throw new Error(`${colour}: ${result.warning}`);
  return result;
}

describe('the shades derived from a colour', () => {
  it.each(['#ffff00', '#f2c94c', '#101010', '#8a1538', '#00ffff', '#808080', ...Object.values(THEME_COLOURS)])(
    'from %s read at the thresholds of contrast.ts',
    (colour) => {
      const { text, fill, ground, shades } = derived(colour);
      for (const background of [NEUTRALS.surface, NEUTRALS.page, shades[SOFT_SHADE_LEVEL - 1]!, shades[LIGHT_SHADE_LEVEL - 1]!]) {
        expect(contrastRatio(text, background), `text ${text} on ${background}`).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      }
      expect(contrastRatio(WHITE, fill), `white on the fill ${fill}`).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      expect(contrastRatio(WHITE, ground), `white artwork on the ground ${ground}`).toBeGreaterThanOrEqual(GROUND_CONTRAST_MIN);
    },
  );

  it('darkens a light colour for text, fills and grounds, keeping its nine tints (SPEC §4)', () => {
    const yellow = derived('#ffff00');
    expect(yellow.shades[0]).toBe('#ffff1a');
    expect(yellow.shades).toHaveLength(9);
    for (const shade of [yellow.text, yellow.fill, yellow.ground]) expect(shade).not.toBe('#ffff00');
    // Darkened no further than it must be: the ground is the lightest shade at 3:1.
    expect(contrastRatio(WHITE, yellow.ground)).toBeLessThan(GROUND_CONTRAST_MIN + 0.1);
  });

  it('keeps a dark colour as it is', () => {
    const dark = derived('#101010');
    expect([dark.text, dark.fill, dark.ground]).toEqual(['#101010', '#101010', '#101010']);
    expect(dark.shades[8]).toBe('#e7e7e7');
  });

  it('keeps five of the six themes as their colour for grounds; green, under 3:1 with white, is darkened', () => {
    for (const name of THEME_NAMES.filter((theme) => theme !== 'green'))
      expect(derived(THEME_COLOURS[name]).ground).toBe(THEME_COLOURS[name]);
    expect(derived(THEME_COLOURS.green).ground).toBe('#00aa6a');
  });

  it('answers the warning for what is not a hex colour', () => {
    expect(themeColours('pink')).toEqual({ warning: 'color.wrongHex' });
  });
});

describe("the school's skinColor as a theme", () => {
  it.each([
    ['green', 'green'],
    ['purple', 'dark'],
    ['#00BB74', 'green'],
    ['rgb(174, 19, 31)', 'red'],
    ['#8A1538', '#8a1538'],
    ['8a1538', '#8a1538'],
    ['rgb(242, 201, 76)', '#f2c94c'],
    ['pink', null],
    ['#12345', null],
    ['rgb(256, 0, 0)', null],
    [null, null],
  ])('reads %j as %j', (skinColor, theme) => expect(schoolThemeOf(skinColor)).toBe(theme));

  it("shows the user's own pick first, then the school's colour, then the configured default", () => {
    expect(resolveTheme({ stored: 'blue', school: '#8a1538', configured: 'light' })).toBe('blue');
    expect(resolveTheme({ stored: null, school: '#8a1538', configured: 'light' })).toBe('#8a1538');
    expect(resolveTheme({ stored: null, school: 'rgb(1, 2, 999)', configured: 'red' })).toBe('red');
  });

  it('lends an own colour the nearest theme (for its stylesheet and kiaf_theme)', () => {
    expect(nearestThemeName('#8a1538')).toBe('red');
    expect(nearestThemeName('#f2c94c')).toBe('yellow');
    expect(nearestThemeName('#5b21b6')).toBe('dark');
    expect(nearestThemeName('green')).toBe('green');
  });

  it('puts an own colour on the page with its banner scrim; a named theme leaves the scrim to its stylesheet', () => {
    const own = themeVariables('#8a1538');
    expect(own.warning).toBeNull();
    expect(own.variables[THEME_COLOR_VAR]).toBe('#8a1538');
    expect(own.variables[THEME_GROUND_VAR]).toBe('#8a1538');
    expect(own.variables[THEME_SCRIM_VAR]).toMatch(/^linear-gradient\(180deg, rgba\(\d+, \d+, \d+, 0\.6\) 0%/);
    expect(themeVariables('red').variables[THEME_SCRIM_VAR]).toBeUndefined();
  });
});

describe('the colour rules shared by the server and the pages (src/schemas/colour.ts)', () => {
  it('reads a theme type, a hex and an rgb colour as #rrggbb, and knows a theme colour for its type', () => {
    expect(skinColourOf('yellow')).toEqual({ ok: true, value: '#9c6b1a' });
    expect(skinColourOf(' #8A1538 ')).toEqual({ ok: true, value: '#8a1538' });
    expect(skinColourOf('rgb( 13 , 115 , 241 )')).toEqual({ ok: true, value: '#0d73f1' });
    expect(skinColourOf('rgb(1, 2)')).toEqual({ ok: false, warning: 'color.invalidRgb' });
    expect(skinColourOf('#fff')).toEqual({ ok: false, warning: 'color.wrongHex' });
    expect(themeTypeOfColour('#0d73f1')).toBe('default');
    expect(themeTypeOfColour('#8a1538')).toBeNull();
  });
});

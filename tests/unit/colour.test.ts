import { describe, expect, it } from 'vitest';
import { hexToRgb, rgbToHex } from '../../src/schemas/colour';
import { lighterShades, mixWithWhite } from '../../src/ui/theme/colour';
import { resolveTheme, THEME_COLOURS, THEME_TYPES, themeNameOf } from '../../src/ui/theme/theme-catalogue';
import { THEME_COLOR_VAR, themeShadeVar, themeVariables } from '../../src/ui/theme/theme-variables';

describe('hex colours (SPEC §5)', () => {
  it('reads six hex digits with or without #', () => {
    expect(hexToRgb('#0d73f1')).toEqual({ ok: true, value: { r: 13, g: 115, b: 241 } });
    expect(hexToRgb('00BB74')).toEqual({ ok: true, value: { r: 0, g: 187, b: 116 } });
  });

  it.each(['#fff', '0d73f', '#0d73f1a', '##0d73f1', '#0g73f1', '', 'rgb(1,2,3)'])('refuses %j with "wrong hex"', (bad) => {
    expect(hexToRgb(bad)).toEqual({ ok: false, warning: 'color.wrongHex' });
  });
});

describe('rgb colours (SPEC §5)', () => {
  it('writes parts of one to three digits as hex', () => {
    expect(rgbToHex(13, 115, 241)).toEqual({ ok: true, value: '#0d73f1' });
    expect(rgbToHex('0', '7', '255')).toEqual({ ok: true, value: '#0007ff' });
  });

  it.each([
    ['', '1', '2'],
    ['1234', '1', '2'],
    ['1.5', '1', '2'],
    ['-1', '1', '2'],
    ['a', '1', '2'],
    ['256', '1', '2'],
  ])('refuses %j,%j,%j as an invalid rgb value', (r, g, b) => {
    expect(rgbToHex(r, g, b)).toEqual({ ok: false, warning: 'color.invalidRgb' });
  });
});

describe('lighter shades (SPEC §4)', () => {
  it('mixes with white by share', () => {
    expect(mixWithWhite('#000000', 0.5)).toEqual({ ok: true, value: '#808080' });
    expect(mixWithWhite('#0d73f1', 0)).toEqual({ ok: true, value: '#0d73f1' });
    expect(mixWithWhite('#0d73f1', 1)).toEqual({ ok: true, value: '#ffffff' });
  });

  it('gives nine shades from 10 % to 90 % white', () => {
    const shades = lighterShades('#00bb74');
    expect(shades.ok).toBe(true);
    if (!shades.ok) return;
    expect(shades.value).toHaveLength(9);
    expect(shades.value[0]).toBe('#1ac282');
    expect(shades.value[8]).toBe('#e6f8f1');
  });

  it('passes the hex warning on', () => {
    expect(lighterShades('green')).toEqual({ ok: false, warning: 'color.wrongHex' });
  });
});

describe('themes (SPEC §4)', () => {
  it('maps the six types to names and colours', () => {
    expect(THEME_TYPES).toEqual({ default: 'light', purple: 'dark', blue: 'blue', green: 'green', red: 'red', yellow: 'yellow' });
    expect(THEME_COLOURS).toEqual({
      light: '#0d73f1',
      dark: '#4f1f6d',
      blue: '#4e6ef2',
      green: '#00bb74',
      red: '#ae131f',
      yellow: '#9c6b1a',
    });
    expect(themeNameOf('purple')).toBe('dark');
    expect(themeNameOf('dark')).toBe('dark');
    expect(themeNameOf('pink')).toBeNull();
  });

  it('prefers the stored choice, then the school, then the configured default, then light', () => {
    expect(resolveTheme({ stored: 'red', school: 'green', configured: 'light' })).toBe('red');
    expect(resolveTheme({ stored: null, school: 'green', configured: 'light' })).toBe('green');
    expect(resolveTheme({ stored: 'nonsense', school: 'purple', configured: 'light' })).toBe('dark');
    expect(resolveTheme({ stored: null, school: null, configured: 'blue' })).toBe('blue');
    expect(resolveTheme({ stored: null, school: null, configured: 'styleDefault' })).toBe('light');
  });

  it('sets the colour and nine shades as CSS variables', () => {
    const { variables, warning } = themeVariables('green');
    expect(warning).toBeNull();
    expect(variables[THEME_COLOR_VAR]).toBe('#00bb74');
    expect(variables[themeShadeVar(9)]).toBe('#e6f8f1');
    // The colour, its nine shades, and its readable text, fill and ground shades (docs/theming.md).
    expect(Object.keys(variables)).toHaveLength(13);
  });
});

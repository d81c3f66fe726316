import { createStitches } from '@stitches/react';
import { DESIGN_WIDTH_PX, TOP_BAR_HEIGHT_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { spaceTokens, spaceUtils } from './spacing';
import { THEME_COLOURS } from './theme-catalogue';
import {
  LIGHT_SHADE_LEVEL,
  NEUTRALS,
  SOFT_SHADE_LEVEL,
  THEME_FILL_VAR,
  THEME_GROUND_VAR,
  THEME_TEXT_VAR,
  themeColours,
  themeShadeVar,
} from './theme-variables';

/** The product's green (SPEC §9), shown before any theme is applied (the login page), drawn as every theme is. */
const BRAND_GREEN = THEME_COLOURS.green;
const brandDerived = themeColours(BRAND_GREEN);
const brand =
  'warning' in brandDerived ? { ground: BRAND_GREEN, text: BRAND_GREEN, fill: BRAND_GREEN, shades: [] as string[] } : brandDerived;
const brandShade = (level: number) => brand.shades[level - 1] ?? NEUTRALS.surface;

/** A theme variable with the product's green as the value before any theme is applied. */
const themed = (variable: string, green: string) => `var(${variable}, ${green})`;

/**
 * Design tokens. Primary colours follow the theme's CSS variables (theme-dom.ts); before a theme
 * is applied (e.g. on the login page) they are the product's green (SPEC §4 "Theme", §9).
 * `primary` is the theme colour for large areas, borders and marks (its ground shade: darkened
 * only when white artwork on it, or it on white, would not reach 3:1); text in the theme colour is
 * `primaryText` and a fill under white text is `primaryFill`, darker shades that meet WCAG AA
 * (docs/theming.md).
 */
export const { styled, css, globalCss, keyframes, theme, getCssText } = createStitches({
  theme: {
    colors: {
      primary: themed(THEME_GROUND_VAR, brand.ground),
      primaryText: themed(THEME_TEXT_VAR, brand.text),
      primaryFill: themed(THEME_FILL_VAR, brand.fill),
      primaryHover: themed(themeShadeVar(2), brandShade(2)),
      primarySoft: themed(themeShadeVar(SOFT_SHADE_LEVEL), brandShade(SOFT_SHADE_LEVEL)),
      primaryLight: themed(themeShadeVar(LIGHT_SHADE_LEVEL), brandShade(LIGHT_SHADE_LEVEL)),
      text: '#1f2329',
      textMuted: '#646a73',
      border: '#dee0e3',
      surface: NEUTRALS.surface,
      page: NEUTRALS.page,
      danger: '#d93026',
      dangerLight: '#fdecea',
      warning: '#b26a00',
      warningLight: '#fff4e0',
    },
    fonts: {
      body: '"PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    space: spaceTokens,
    radii: { sm: '4px', md: '8px', lg: '12px' },
    shadows: {
      card: '0 8px 32px rgba(31, 35, 41, 0.08)',
      toast: '0 4px 16px rgba(31, 35, 41, 0.16)',
    },
    sizes: { designWidth: `${DESIGN_WIDTH_PX}px`, topBar: rem(TOP_BAR_HEIGHT_PX) },
  },
  utils: spaceUtils,
});

export const applyGlobalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: { margin: 0, fontFamily: '$body', color: '$text', backgroundColor: '$page' },
  a: { color: '$primaryText' },
  // Drawn with the theme's shades, so every theme gets them (public/theme/*.css holds what differs).
  '::selection': { background: 'var(--theme-color-light-7)', color: '$text' },
  '*': { scrollbarColor: 'var(--theme-color-light-5) transparent' },
  ':focus-visible': { outline: '2px solid var(--theme-color-light-3)', outlineOffset: '2px' },
});

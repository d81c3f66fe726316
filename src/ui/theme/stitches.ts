import { createStitches } from '@stitches/react';
import { DESIGN_WIDTH_PX, TOP_BAR_HEIGHT_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { THEME_COLOR_VAR, themeShadeVar } from './theme-variables';

/** A theme variable with the product's green as the value before any theme is applied. */
const themed = (variable: string, green: string) => `var(${variable}, ${green})`;

/**
 * Design tokens. Primary colours follow the theme's CSS variables (theme-dom.ts); before a theme
 * is applied (e.g. on the login page) they are the product's green (SPEC §4 "Theme", §9).
 */
export const { styled, css, globalCss, keyframes, theme } = createStitches({
  theme: {
    colors: {
      primary: themed(THEME_COLOR_VAR, '#00bb74'),
      primaryHover: themed(themeShadeVar(2), '#33c990'),
      primarySoft: themed(themeShadeVar(8), '#ccf1e3'),
      primaryLight: themed(themeShadeVar(9), '#e6f8f1'),
      text: '#1f2329',
      textMuted: '#646a73',
      border: '#dee0e3',
      surface: '#ffffff',
      page: '#f5f6f7',
      danger: '#d93026',
      dangerLight: '#fdecea',
      warning: '#b26a00',
      warningLight: '#fff4e0',
    },
    fonts: {
      body: '"PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    radii: { sm: '4px', md: '8px', lg: '12px' },
    shadows: {
      card: '0 8px 32px rgba(31, 35, 41, 0.08)',
      toast: '0 4px 16px rgba(31, 35, 41, 0.16)',
    },
    sizes: { designWidth: `${DESIGN_WIDTH_PX}px`, topBar: rem(TOP_BAR_HEIGHT_PX) },
  },
});

export const applyGlobalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: { margin: 0, fontFamily: '$body', color: '$text', backgroundColor: '$page' },
  a: { color: '$primary' },
  // Drawn with the theme's shades, so every theme gets them (public/theme/*.css holds what differs).
  '::selection': { background: 'var(--theme-color-light-7)', color: '$text' },
  '*': { scrollbarColor: 'var(--theme-color-light-5) transparent' },
  ':focus-visible': { outline: '2px solid var(--theme-color-light-3)', outlineOffset: '2px' },
});

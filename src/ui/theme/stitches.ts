import { createStitches } from '@stitches/react';
import { DESIGN_WIDTH_PX, TOP_BAR_HEIGHT_PX } from '../../constants';

/** Design tokens. The primary colour is the product's green (SPEC §4 "Theme", §9). */
export const { styled, css, globalCss, keyframes, theme } = createStitches({
  theme: {
    colors: {
      primary: '#00bb74',
      primaryHover: '#00a868',
      primaryLight: '#e6f8f1',
      text: '#1f2329',
      textMuted: '#646a73',
      border: '#dee0e3',
      surface: '#ffffff',
      page: '#f5f6f7',
      danger: '#d93026',
      dangerLight: '#fdecea',
    },
    fonts: {
      body: '"PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    radii: { sm: '4px', md: '8px', lg: '12px' },
    shadows: {
      card: '0 8px 32px rgba(31, 35, 41, 0.08)',
      toast: '0 4px 16px rgba(31, 35, 41, 0.16)',
    },
    sizes: { designWidth: `${DESIGN_WIDTH_PX}px`, topBar: `${TOP_BAR_HEIGHT_PX}px` },
  },
});

export const applyGlobalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: { margin: 0, fontFamily: '$body', color: '$text', backgroundColor: '$page' },
  a: { color: '$primary' },
});

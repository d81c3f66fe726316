import { rem } from '../scaling/rem';
import { keyframes, styled } from '../theme/stitches';
import { BOARD_COLOURS } from './board-palette';
import { NARROW_BOARD_PX } from './use-board-viewport';

/**
 * The board's layout: the 1920 px design scaled like every page (root font size), six figures
 * in a row and four charts in a 12-column grid, so a 1920 × 1080 wall screen shows it all at
 * once; below 900 px the figures go two by two and the charts one under another.
 */
export const NARROW = `@media (max-width: ${NARROW_BOARD_PX}px)`;

export const Board = styled('div', {
  minHeight: '100vh',
  padding: `${rem(24)} ${rem(40)} ${rem(32)}`,
  backgroundColor: BOARD_COLOURS.page,
  color: BOARD_COLOURS.text,
  fontVariantNumeric: 'tabular-nums',
  [NARROW]: { padding: '16px 12px 24px' },
});

export const Head = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${rem(8)} ${rem(24)}`,
  marginBottom: rem(20),
  [NARROW]: { marginBottom: '14px' },
});

export const Title = styled('h1', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(16),
  margin: 0,
  fontSize: rem(40),
  fontWeight: 700,
  letterSpacing: '0.02em',
  [NARROW]: { fontSize: '24px', gap: '10px' },
});

export const ScopeBadge = styled('span', {
  padding: `${rem(4)} ${rem(14)}`,
  borderRadius: rem(20),
  border: `1px solid ${BOARD_COLOURS.panelBorder}`,
  color: BOARD_COLOURS.muted,
  fontSize: rem(18),
  fontWeight: 500,
  [NARROW]: { fontSize: '13px', padding: '2px 10px' },
});

export const Status = styled('p', {
  margin: 0,
  color: BOARD_COLOURS.muted,
  fontSize: rem(18),
  textAlign: 'right',
  [NARROW]: { fontSize: '13px', textAlign: 'left' },
  variants: { stale: { true: { color: '#ffd166' } } },
});

export const Figures = styled('section', {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: rem(20),
  marginBottom: rem(20),
  [NARROW]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '10px', marginBottom: '10px' },
});

const panel = {
  borderRadius: rem(12),
  border: `1px solid ${BOARD_COLOURS.panelBorder}`,
  backgroundColor: BOARD_COLOURS.panel,
};

export const Figure = styled('div', {
  ...panel,
  display: 'flex',
  flexDirection: 'column',
  gap: rem(6),
  padding: `${rem(18)} ${rem(22)}`,
  minWidth: 0,
  [NARROW]: { padding: '12px 14px', gap: '2px' },
  variants: {
    /** Something to act on now (a classroom not sending): a red edge. */
    warning: { true: { boxShadow: 'inset 4px 0 0 #d64545' } },
  },
});

export const FigureLabel = styled('span', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(10),
  color: BOARD_COLOURS.muted,
  fontSize: rem(19),
  [NARROW]: { fontSize: '13px', gap: '6px' },
});

export const FigureValue = styled('span', {
  fontSize: rem(56),
  fontWeight: 700,
  lineHeight: 1.1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  [NARROW]: { fontSize: '30px' },
  variants: { live: { true: { color: BOARD_COLOURS.live } } },
});

export const FigureNote = styled('span', {
  color: BOARD_COLOURS.muted,
  fontSize: rem(17),
  [NARROW]: { fontSize: '12px' },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1, transform: 'scale(1)' }, '50%': { opacity: 0.35, transform: 'scale(0.8)' } });

export const LiveDot = styled('span', {
  width: rem(12),
  height: rem(12),
  borderRadius: '50%',
  backgroundColor: BOARD_COLOURS.live,
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  [NARROW]: { width: '8px', height: '8px' },
});

export const Charts = styled('section', {
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: rem(20),
  [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: '10px' },
});

export const ChartPanel = styled('figure', {
  ...panel,
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `${rem(18)} ${rem(22)}`,
  height: rem(310),
  minWidth: 0,
  [NARROW]: { height: '320px', padding: '12px' },
  variants: {
    // Ten named bars (top lessons, organisations): taller, so each name has two lines of room on
    // the wall; on a phone their names stand above the bars, across the width, and need more.
    list: {
      lessons: { height: rem(430), [NARROW]: { height: '860px' } },
      organisations: { height: rem(430), [NARROW]: { height: '520px' } },
    },
    // Columns of 12 at the design width; one column on a phone, whatever the span.
    span: {
      4: { gridColumn: 'span 4', [NARROW]: { gridColumn: 'auto' } },
      5: { gridColumn: 'span 5', [NARROW]: { gridColumn: 'auto' } },
      7: { gridColumn: 'span 7', [NARROW]: { gridColumn: 'auto' } },
      8: { gridColumn: 'span 8', [NARROW]: { gridColumn: 'auto' } },
    },
  },
});

export const ChartTitle = styled('figcaption', {
  marginBottom: rem(10),
  fontSize: rem(22),
  fontWeight: 600,
  [NARROW]: { fontSize: '16px', marginBottom: '6px' },
});

export const ChartEmpty = styled('p', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  margin: 0,
  color: BOARD_COLOURS.muted,
  fontSize: rem(20),
});

export const Message = styled('p', {
  margin: `${rem(120)} auto`,
  maxWidth: rem(900),
  textAlign: 'center',
  color: BOARD_COLOURS.muted,
  fontSize: rem(24),
});

import { TOP_BAR_HEIGHT_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { Table } from '../kit/table';
import { styled } from '../theme/stitches';

/** The report center's look; tabs, tables and fields are the media page's. */

export const NARROW = '@media (max-width: 900px)';

export const Intro = styled('p', {
  margin: `0 0 ${rem(24)}`,
  maxWidth: rem(1000),
  color: '$textMuted',
  fontSize: rem(16),
  lineHeight: 1.6,
});

export const Filters = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: rem(16),
  marginBottom: rem(20),
  '& label': { display: 'flex', flexDirection: 'column', gap: rem(4), fontSize: rem(13), color: '$textMuted' },
  // Room for an organisation's English and Chinese names side by side.
  '& select': { width: rem(340), maxWidth: '100%' },
  variants: {
    // The engagement tab's choices: a class with its term, a recording with its lesson's date.
    wide: { true: { '& select': { width: rem(580) } } },
  },
});

export const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: rem(12),
  marginBottom: rem(14),
});

export const BarTitle = styled('h2', { margin: 0, fontSize: rem(20), fontWeight: 700, color: '$text' });

export const CsvSlot = styled('div', { display: 'flex', alignItems: 'center', gap: rem(10), marginLeft: 'auto' });

export const CsvProblem = styled('span', { color: '$danger', fontSize: rem(13) });

export const TableScroll = styled('div', { overflowX: 'auto', borderRadius: '$md', backgroundColor: '$surface' });

/** Counts and shares right-aligned (`data-count` cells); the row being shown below is marked. */
export const ReportTable = styled(Table, {
  '& [data-count]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tr[data-open="true"] td': { backgroundColor: '$primaryLight' },
  '& td': { fontSize: rem(14) },
});

/** A share as a bar under its figure. */
export const Share = styled('span', {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: rem(4),
  minWidth: rem(90),
  '& > i': { display: 'block', width: '100%', height: rem(4), borderRadius: rem(2), backgroundColor: '$border', overflow: 'hidden' },
  '& > i > b': { display: 'block', height: '100%', backgroundColor: '$primary' },
});

export const Detail = styled('section', {
  marginTop: rem(24),
  // Scrolled to when it opens (DrillDown): its top clear of the sticky header.
  scrollMarginTop: rem(TOP_BAR_HEIGHT_PX + 16),
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  padding: `${rem(20)} ${rem(24)}`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '1px solid $border',
  [NARROW]: { padding: '12px' },
});

export const Muted = styled('span', { color: '$textMuted' });

export const Problem = styled('p', { margin: `${rem(16)} 0`, color: '$danger', fontSize: rem(14) });

export const HeatBox = styled('div', { height: rem(260), [NARROW]: { height: '240px' } });

export const Hint = styled('p', { margin: `${rem(10)} 0 0`, color: '$textMuted', fontSize: rem(14) });

export const SubLine = styled('div', { marginTop: rem(2), color: '$textMuted', fontSize: rem(12) });

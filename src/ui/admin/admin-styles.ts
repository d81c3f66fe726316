import { TOP_BAR_HEIGHT_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { Table } from '../kit/table';
import { styled } from '../theme/stitches';

/** /admin/home's own look; tables, fields and dialogs reuse the media page's and the share dialog's. */

export const TitleRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: rem(16),
  flexWrap: 'wrap',
});

export const FilterBar = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: rem(12),
  marginBottom: rem(20),
  '& label': { display: 'flex', flexDirection: 'column', gap: rem(4), fontSize: rem(13), color: '$textMuted' },
  '& select': { width: rem(190) },
  '& input': { width: rem(220) },
});

export const TableScroll = styled('div', { overflowX: 'auto', borderRadius: '$md', backgroundColor: '$surface' });

export const Muted = styled('span', { color: '$textMuted', fontSize: rem(13) });

export const TagChip = styled('span', {
  display: 'inline-block',
  margin: `0 ${rem(4)} ${rem(4)} 0`,
  padding: `${rem(1)} ${rem(8)}`,
  borderRadius: rem(10),
  backgroundColor: '$primaryLight',
  color: '$primaryText',
  fontSize: rem(12),
  whiteSpace: 'nowrap',
});

/*
 * The class table (docs/admin.md "The /admin/home page"). At 1920 px its 1440 px are shared by
 * ten columns, so each gets what its content needs: the class's name, which a row is read by,
 * never narrower than most names on one line (the longest on two); the course number, teacher and
 * term on one line (`data-nowrap`); tags wrap inside a column of their own width
 * instead of taking the width of all their chips in a row; the four actions two by two, as high
 * as the name and its organisation. Counts are right-aligned (`data-count`).
 */
export const ClassTableBox = styled(Table, {
  'th, td': { paddingLeft: rem(8), paddingRight: rem(8) },
  '& [data-count]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& [data-nowrap]': { whiteSpace: 'nowrap' },
});
export const NameCell = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(2), minWidth: rem(270) });
export const TagCell = styled('div', { display: 'flex', flexWrap: 'wrap', maxWidth: rem(150) });
export const ActionCell = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: rem(4),
  // At least 24 px high from 1600 px windows up (WCAG 2.5.8), now that they stand two by two.
  '& button': { minHeight: rem(30), textAlign: 'left' },
});

/** A dialog's problem above its buttons: the kit's. */
export { FormProblem as Problem } from '../kit/form-fields';

export const FieldGrid = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: rem(14) });

export const Checks = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${rem(6)} ${rem(14)}`,
  fontSize: rem(14),
  '& label': { display: 'inline-flex', alignItems: 'center', gap: rem(6), fontWeight: 400, cursor: 'pointer' },
});

export const Report = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(6),
  padding: rem(12),
  borderRadius: '$md',
  backgroundColor: '$page',
  fontSize: rem(14),
  maxHeight: rem(220),
  overflowY: 'auto',
  '& ul': { margin: 0, paddingLeft: rem(20) },
});

/** A result shown on the page (a generation's answer): as tall as it needs, never a scroll box of its own. */
export const ResultPanel = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(8),
  marginBottom: rem(20),
  padding: `${rem(16)} ${rem(20)}`,
  borderRadius: '$md',
  border: '1px solid $primaryLight',
  backgroundColor: '$surface',
  fontSize: rem(14),
  color: '$text',
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: rem(2) },
  // Scrolled to below the fixed top bar, not under it.
  scrollMarginTop: rem(TOP_BAR_HEIGHT_PX + 16),
});

export const ResultHead = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: rem(16),
  '& h2': { margin: 0, fontSize: rem(18), fontWeight: 700 },
});

/** A result's items in as many columns as fit. */
export const ResultList = styled('ul', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${rem(280)}, 1fr))`,
  gap: `${rem(4)} ${rem(16)}`,
  margin: `0 0 ${rem(4)}`,
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
});

/** A page's notice: what it is for (info), what went well (success), why it cannot go on (danger). */
export const Notice = styled('p', {
  margin: 0,
  padding: `${rem(12)} ${rem(16)}`,
  borderRadius: '$md',
  fontSize: rem(15),
  lineHeight: 1.5,
  variants: {
    tone: {
      info: { backgroundColor: '$primaryLight', color: '$text' },
      success: { backgroundColor: '#e8f7ef', color: '#0b6b3a' },
      // Darker than $danger: 4.5:1 on its light background.
      danger: { backgroundColor: '$dangerLight', color: '#b3241c' },
    },
  },
  defaultVariants: { tone: 'info' },
});

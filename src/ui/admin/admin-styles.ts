import { rem } from '../scaling/rem';
import { Table } from '../clip-manage/media-styles';
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

/** The media page's table, with counts right-aligned (`data-count` cells). */
export const ClassTableBox = styled(Table, { '& [data-count]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } });

export const Problem = styled('p', {
  margin: 0,
  padding: `${rem(8)} ${rem(12)}`,
  borderRadius: '$sm',
  backgroundColor: '$dangerLight',
  color: '$danger',
  fontSize: rem(14),
});

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

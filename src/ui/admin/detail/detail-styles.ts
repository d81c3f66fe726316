import { Badge } from '../../kit/badge';
import { TabList } from '../../kit/tabs';
import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';

/** /admin/detail's own look; tables, chips, dialogs and buttons are /admin/home's and the media page's. */

export const Header = styled('header', { display: 'flex', flexDirection: 'column', gap: rem(8), marginBottom: rem(24) });

export const Facts = styled('dl', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${rem(6)} ${rem(28)}`,
  margin: 0,
  fontSize: rem(14),
  '& div': { display: 'flex', gap: rem(6) },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: 600, color: '$text' },
});

/** Six tabs do not fit a phone: the row scrolls sideways instead of wrapping. */
export const DetailTabList = styled(TabList, {
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  '& > button': { flexShrink: 0, whiteSpace: 'nowrap' },
});

export const Count = styled('span', {
  marginLeft: rem(6),
  padding: `0 ${rem(7)}`,
  borderRadius: rem(10),
  backgroundColor: '$page',
  color: '$textMuted',
  fontSize: rem(12),
  fontWeight: 600,
});

/** A state chip (the kit's Badge, tighter for table cells): neutral, primary (published, finished), warning (on now, hidden), danger (failed). */
export const Chip = styled(Badge, {
  margin: `0 ${rem(4)} ${rem(4)} 0`,
  padding: `${rem(1)} ${rem(8)}`,
  borderRadius: rem(10),
  fontSize: rem(12),
  defaultVariants: { tone: 'neutral' },
});

export const Bar = styled('div', {
  position: 'relative',
  width: rem(120),
  height: rem(8),
  borderRadius: rem(4),
  backgroundColor: '$page',
  overflow: 'hidden',
  '& > span': { position: 'absolute', inset: 0, right: 'auto', borderRadius: rem(4), backgroundColor: '$primary' },
});

export const Figures = styled('div', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${rem(160)}, 1fr))`,
  gap: rem(12),
  marginBottom: rem(20),
});

export const Figure = styled('div', {
  padding: `${rem(14)} ${rem(16)}`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& strong': { display: 'block', fontSize: rem(26), fontWeight: 700, color: '$text', fontVariantNumeric: 'tabular-nums' },
  '& span': { fontSize: rem(13), color: '$textMuted' },
});

export const Block = styled('section', { marginTop: rem(24), '& h3': { margin: `0 0 ${rem(10)}`, fontSize: rem(16), fontWeight: 700 } });

export const UploadBox = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: rem(12),
  marginBottom: rem(16),
  padding: rem(14),
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& label': { display: 'flex', flexDirection: 'column', gap: rem(4), fontSize: rem(13), color: '$textMuted' },
  '& select': { width: rem(260), maxWidth: '100%' },
});

export const Progress = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(10),
  fontSize: rem(13),
  color: '$textMuted',
});

export const NameList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: rem(6),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

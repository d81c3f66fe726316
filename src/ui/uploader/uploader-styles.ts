import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The floating uploader panel (SPEC §2): bottom right, over the page, under dialogs and toasts. */
export const Panel = styled('section', {
  position: 'fixed',
  right: rem(24),
  bottom: rem(24),
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  width: rem(680),
  maxWidth: 'calc(100vw - 32px)',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  boxShadow: '$card',
  overflow: 'hidden',
});

/** The panel's room under the page (use-panel-room.ts): in the page's flow, after its footer. */
export const Room = styled('div', { flexShrink: 0, pointerEvents: 'none' });

export const Head = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(8),
  padding: `${rem(10)} ${rem(12)} ${rem(10)} ${rem(18)}`,
  backgroundColor: '$primaryLight',
  borderBottom: '1px solid $border',
});

export const Title = styled('h2', { flex: 1, margin: 0, fontSize: rem(16), fontWeight: 600 });

export const IconButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: rem(30),
  height: rem(30),
  padding: 0,
  border: 'none',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: '$textMuted',
  fontSize: rem(18),
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface', color: '$text' },
});

export const Hint = styled('p', {
  margin: 0,
  padding: `${rem(8)} ${rem(18)}`,
  fontSize: rem(13),
  color: '$warning',
  backgroundColor: '$warningLight',
});

// Sideways too: on a narrow window the actions column stays reachable.
export const Scroller = styled('div', { maxHeight: rem(320), overflowY: 'auto', overflowX: 'auto' });

export const Table = styled('table', { width: '100%', borderCollapse: 'collapse', fontSize: rem(14) });

export const HeadCell = styled('th', {
  position: 'sticky',
  top: 0,
  padding: `${rem(8)} ${rem(12)}`,
  backgroundColor: '$surface',
  borderBottom: '1px solid $border',
  color: '$textMuted',
  fontWeight: 600,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const Cell = styled('td', { padding: `${rem(8)} ${rem(12)}`, borderBottom: '1px solid #eef0f2', verticalAlign: 'middle' });

export const Empty = styled('p', {
  margin: 0,
  padding: `${rem(28)} ${rem(18)}`,
  color: '$textMuted',
  fontSize: rem(14),
  textAlign: 'center',
});

// Wraps only where the text is long (a remembered file's hint); percentages stay on one line.
export const StatusLine = styled('div', {
  maxWidth: rem(200),
  variants: {
    tone: {
      normal: {},
      done: { color: '$primaryText' },
      bad: { color: '$danger' },
      waiting: { color: '$textMuted' },
    },
  },
});

export const Reason = styled('div', {
  marginTop: rem(2),
  fontSize: rem(12),
  color: '$textMuted',
  maxWidth: rem(220),
  overflowWrap: 'anywhere',
});

export const Bar = styled('div', {
  marginTop: rem(4),
  height: rem(3),
  width: rem(120),
  borderRadius: rem(2),
  backgroundColor: '#eef0f2',
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', backgroundColor: '$primary' },
});

export const Actions = styled('div', { display: 'flex', gap: rem(10), whiteSpace: 'nowrap' });

export const LinkButton = styled('button', {
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: '$primaryText',
  fontFamily: 'inherit',
  fontSize: rem(14),
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  variants: { tone: { danger: { color: '$danger' } } },
});

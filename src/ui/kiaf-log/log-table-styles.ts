import { styled } from '../theme/stitches';

export const Toolbar = styled('div', { display: 'flex', gap: '12px', alignItems: 'center', margin: '0 0 16px', flexWrap: 'wrap' });

export const Control = styled('input', {
  height: '34px',
  padding: '0 10px',
  border: '1px solid $border',
  borderRadius: '$sm',
  fontSize: '14px',
  minWidth: '260px',
});

export const Select = styled('select', { height: '34px', padding: '0 8px', border: '1px solid $border', borderRadius: '$sm' });

export const Button = styled('button', {
  height: '34px',
  padding: '0 14px',
  border: '1px solid $primary',
  borderRadius: '$sm',
  background: '$surface',
  color: '$primaryText',
  cursor: 'pointer',
  fontSize: '14px',
  '&:hover': { background: '$primaryLight' },
});

export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '13px',
  background: '$surface',
  'th, td': { textAlign: 'left', padding: '8px 10px', borderBottom: '1px solid $border', verticalAlign: 'top' },
  // A heading is one or two words ('Status', '类型'): never broken, even between Chinese characters.
  th: { color: '$textMuted', fontWeight: 500, whiteSpace: 'nowrap' },
  // A word breaks only when it alone is wider than its column (break-word, unlike anywhere, keeps
  // whole words in the width the columns are given, so 'student01' never becomes 'student0/1').
  td: { overflowWrap: 'break-word' },
  // Short values read as one token: a time, a type, a user name, '400 / 40000', a duration.
  'td[data-whole]': { whiteSpace: 'nowrap' },
});

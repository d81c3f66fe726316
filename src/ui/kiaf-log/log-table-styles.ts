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
  th: { color: '$textMuted', fontWeight: 500 },
  // Long URLs still wrap, but words break only when nothing else fits.
  td: { overflowWrap: 'anywhere' },
});

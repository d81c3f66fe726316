import { EMPTY_BLOCK_HEIGHT_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Block = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: rem(12),
  height: rem(EMPTY_BLOCK_HEIGHT_PX),
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: rem(16),
});

/** The empty-data placeholder, 429 px high (SPEC §9). */
export function EmptyBlock({ text }: { text: string }) {
  return (
    <Block data-testid="empty-block">
      <svg width={rem(72)} height={rem(72)} viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <rect x="8" y="16" width="48" height="34" rx="4" stroke="#c9ced6" strokeWidth="3" />
        <path d="M8 40h14l4 5h12l4-5h14" stroke="#c9ced6" strokeWidth="3" />
      </svg>
      {text}
    </Block>
  );
}

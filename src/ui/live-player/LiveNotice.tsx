import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: rem(10),
  aspectRatio: '16 / 9',
  maxHeight: rem(560),
  padding: rem(32),
  borderRadius: '$md',
  backgroundColor: '#12151c',
  color: '#fff',
  textAlign: 'center',
});

const Title = styled('h1', { margin: 0, fontSize: rem(24), fontWeight: 700 });

const Hint = styled('p', { margin: 0, fontSize: rem(15), color: 'rgba(255, 255, 255, 0.75)' });

/** Where the picture would be: why there is none (not started, ended, not broadcast). */
export function LiveNotice({ state, title, hint }: { state: string; title: string; hint: string }) {
  return (
    <Box role="status" data-testid="live-notice" data-state={state}>
      <Title>{title}</Title>
      <Hint>{hint}</Hint>
    </Box>
  );
}

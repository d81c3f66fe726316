import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { formatClipTime, percentOf } from './clip-times';

const Track = styled('div', {
  position: 'relative',
  height: rem(14),
  margin: `${rem(6)} 0`,
  borderRadius: rem(7),
  backgroundColor: '$border',
});

const Span = styled('div', { position: 'absolute', top: 0, bottom: 0, backgroundColor: '$primary', opacity: 0.45 });

const Mark = styled('div', {
  position: 'absolute',
  top: rem(-5),
  bottom: rem(-5),
  width: rem(4),
  marginLeft: rem(-2),
  borderRadius: rem(2),
  backgroundColor: '$primaryFill',
});

const Playhead = styled('div', {
  position: 'absolute',
  top: rem(-3),
  bottom: rem(-3),
  width: '2px',
  marginLeft: '-1px',
  backgroundColor: '$text',
});

type Props = { inS: number | null; outS: number | null; currentS: number; durationS: number };

/** The recording as a bar: the cut between its in and out marks, and where the player is. */
export function ClipRange({ inS, outS, currentS, durationS }: Props) {
  const { t } = useI18n();
  const at = (seconds: number) => `${percentOf(seconds, durationS)}%`;
  const unset = t('clip.unset');
  const label = t('clip.rangeLabel', {
    in: inS === null ? unset : formatClipTime(inS),
    out: outS === null ? unset : formatClipTime(outS),
    duration: formatClipTime(durationS),
  });
  return (
    <Track role="img" aria-label={label} data-testid="clip-range">
      {inS !== null && outS !== null && outS > inS && <Span css={{ left: at(inS), width: `${percentOf(outS - inS, durationS)}%` }} />}
      <Playhead css={{ left: at(currentS) }} />
      {inS !== null && <Mark css={{ left: at(inS) }} data-testid="clip-mark-in" />}
      {outS !== null && <Mark css={{ left: at(outS) }} data-testid="clip-mark-out" />}
    </Track>
  );
}

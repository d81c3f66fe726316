import { useId, useState, type KeyboardEvent } from 'react';
import { CLIP_NUDGE_S } from '../../constants';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { formatClipTime, parseClipTime, snapClipTime } from './clip-times';
import { Field } from '../kit/form-fields';

const Box = styled('fieldset', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(8),
  margin: 0,
  padding: rem(14),
  border: '1px solid $border',
  borderRadius: '$md',
  '& legend': { padding: `0 ${rem(6)}`, fontWeight: 600, fontSize: rem(15) },
});

const Line = styled('div', { display: 'flex', alignItems: 'center', gap: rem(6), flexWrap: 'wrap' });

const Input = styled(Field, { width: rem(110), textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

const Shown = styled('output', { minWidth: rem(72), fontSize: rem(15), fontVariantNumeric: 'tabular-nums', color: '$text' });

const Small = styled('span', { fontSize: rem(13), color: '$textMuted' });

type Props = {
  point: 'in' | 'out';
  value: number | null;
  durationS: number;
  onChange: (seconds: number) => void;
  /** The player's current time becomes the point. */
  onSetHere: () => void;
};

const asText = (value: number | null) => (value === null ? '' : value.toFixed(1));

/**
 * An in or out point: set at the player's time, or typed (seconds or a clock time) and nudged by
 * a tenth of a second with the buttons or the arrow keys.
 */
export function PointField({ point, value, durationS, onChange, onSetHere }: Props) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState(asText(value));
  const [shownValue, setShownValue] = useState(value);
  // Set from elsewhere (the player, a nudge): the box shows the new point.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(asText(value));
  }
  const typed = parseClipTime(draft);
  const invalid = draft.trim() !== '' && typed === null;
  const commit = (seconds: number) => onChange(snapClipTime(seconds, durationS));
  const nudge = (by: number) => commit((value ?? 0) + by);
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    nudge(event.key === 'ArrowUp' ? CLIP_NUDGE_S : -CLIP_NUDGE_S);
  };
  const name = t(point === 'in' ? 'clip.in' : 'clip.out');
  return (
    <Box data-testid={`clip-${point}`}>
      <legend>{name}</legend>
      <Line>
        <ActionButton type="button" tone="soft" onClick={onSetHere} data-testid={`clip-set-${point}`}>
          {t(point === 'in' ? 'clip.setIn' : 'clip.setOut')}
        </ActionButton>
        <Shown htmlFor={id} aria-live="polite" data-testid={`clip-${point}-time`}>
          {value === null ? t('clip.unset') : formatClipTime(value)}
        </Shown>
      </Line>
      <Line>
        <ActionButton type="button" tone="outline" onClick={() => nudge(-CLIP_NUDGE_S)} aria-label={t('clip.earlier', { point: name })}>
          −
        </ActionButton>
        <Input
          id={id}
          inputMode="decimal"
          value={draft}
          aria-label={t('clip.seconds', { point: name })}
          aria-invalid={invalid}
          onChange={(event) => {
            setDraft(event.target.value);
            const seconds = parseClipTime(event.target.value);
            if (seconds !== null) {
              const snapped = snapClipTime(seconds, durationS);
              setShownValue(snapped);
              onChange(snapped);
            }
          }}
          onBlur={() => setDraft(asText(value))}
          onKeyDown={onKey}
          data-testid={`clip-${point}-field`}
        />
        <ActionButton type="button" tone="outline" onClick={() => nudge(CLIP_NUDGE_S)} aria-label={t('clip.later', { point: name })}>
          +
        </ActionButton>
        <Small>{t('clip.typeHint')}</Small>
      </Line>
    </Box>
  );
}

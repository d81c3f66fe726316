import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { PlayerSelect } from '../kit/player-select';
import { CAPTION_COLOURS, CAPTION_SIZES, type PlayerCaptionSettings } from './caption-settings';

const Group = styled('div', { display: 'flex', alignItems: 'center', gap: rem(8), fontSize: rem(14), color: '$textMuted' });

const Toggle = styled('button', {
  padding: `${rem(4)} ${rem(10)}`,
  borderRadius: '$sm',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontWeight: 700,
  fontSize: rem(13),
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: '$primary', color: '$primaryText' },
});

/** Captions on or off, their size and colour; the choice is kept (SPEC §3 "Caption settings"). */
export function CaptionControls({
  settings,
  onChange,
}: {
  settings: PlayerCaptionSettings;
  onChange: (next: PlayerCaptionSettings) => void;
}) {
  const { t } = useI18n();
  return (
    <Group data-testid="caption-controls">
      <Toggle
        type="button"
        aria-pressed={settings.open}
        title={t('player.captions')}
        data-testid="captions-toggle"
        onClick={() => onChange({ ...settings, open: !settings.open })}
      >
        CC
      </Toggle>
      <PlayerSelect
        aria-label={t('player.captionSize')}
        value={settings.subtitleSize}
        data-testid="caption-size"
        onChange={(event) => onChange({ ...settings, subtitleSize: Number(event.target.value) })}
      >
        {CAPTION_SIZES.map((size) => (
          <option key={size} value={size}>{`${Math.round(size * 100)}%`}</option>
        ))}
      </PlayerSelect>
      <PlayerSelect
        aria-label={t('player.captionColour')}
        value={settings.subtitleColor}
        data-testid="caption-colour"
        onChange={(event) => onChange({ ...settings, subtitleColor: event.target.value as PlayerCaptionSettings['subtitleColor'] })}
      >
        {CAPTION_COLOURS.map((colour) => (
          <option key={colour} value={colour}>
            {t(`player.colour.${colour}`)}
          </option>
        ))}
      </PlayerSelect>
    </Group>
  );
}

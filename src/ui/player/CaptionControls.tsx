import type { PlayCaptionTrack } from '../../schemas/lesson-texts';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { PlayerSelect } from '../kit/player-select';
import { CAPTION_COLOURS, CAPTION_SIZES, type PlayerCaptionSettings } from './caption-settings';
import { captionTrackLabel } from './caption-tracks';

const Group = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: rem(8),
  fontSize: rem(14),
  color: '$textMuted',
});

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

const OFF = 'off';

type Props = {
  /** The recording's published tracks; without any, there is nothing to set. */
  tracks: readonly PlayCaptionTrack[];
  /** The track the settings choose (use-captions.ts), shown when captions are on. */
  track: PlayCaptionTrack | null;
  settings: PlayerCaptionSettings;
  onChange: (next: PlayerCaptionSettings) => void;
};

/**
 * Captions on or off, which track (each named by its language and who made it), their size and
 * colour; the choice is kept (SPEC §3 "Caption settings"; the track by its language and origin).
 */
export function CaptionControls({ tracks, track, settings, onChange }: Props) {
  const { t } = useI18n();
  if (tracks.length === 0) return null;
  const choose = (value: string) => {
    const chosen = tracks.find((candidate) => candidate.trackId === value);
    onChange(
      chosen === undefined
        ? { ...settings, open: false }
        : { ...settings, open: true, track: { language: chosen.language, origin: chosen.origin } },
    );
  };
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
        aria-label={t('playerTexts.captionTrack')}
        value={settings.open && track !== null ? track.trackId : OFF}
        data-testid="caption-track"
        onChange={(event) => choose(event.target.value)}
      >
        <option value={OFF}>{t('playerTexts.captionsOff')}</option>
        {tracks.map((candidate) => (
          <option key={candidate.trackId} value={candidate.trackId}>
            {captionTrackLabel(t, candidate)}
          </option>
        ))}
      </PlayerSelect>
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

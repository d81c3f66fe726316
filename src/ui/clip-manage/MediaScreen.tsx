import type { RefObject, SyntheticEvent } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { Notice, Screen } from '../kit/screen-styles';
import { useHls } from '../player/use-hls';

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  /** The master playlist's same-site path, fetched with the session token; null while unknown. */
  playlistUrl: string | null;
  label: string;
  autoPlay?: boolean;
  onTime?: (event: SyntheticEvent<HTMLVideoElement>) => void;
};

/**
 * A recording, resource or clip played with hls.js like the player plays recordings: every
 * playlist and segment request carries the session token (use-hls.ts).
 */
export function MediaScreen({ video, playlistUrl, label, autoPlay = false, onTime }: Props) {
  const { t } = useI18n();
  const state = useHls(video, playlistUrl, 0);
  return (
    <Screen data-testid="media-screen">
      <video
        ref={video}
        controls
        playsInline
        autoPlay={autoPlay}
        aria-label={label}
        data-testid="media-video"
        onTimeUpdate={onTime}
        onSeeked={onTime}
        onLoadedMetadata={onTime}
      />
      {state !== 'ready' && <Notice role="status">{t(state === 'failed' ? 'player.failed' : 'player.loading')}</Notice>}
    </Screen>
  );
}

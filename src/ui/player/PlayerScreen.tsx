import { useEffect, type RefObject } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { Notice, Screen } from '../kit/screen-styles';
import type { CaptionLanguage } from '../../schemas/captions';
import type { PlayerCaptionSettings } from './caption-settings';
import type { HlsState } from './use-hls';

/** The caption track on the video: its cues as a blob address (use-captions), its language and label. */
export type ShownCaptions = { src: string; language: CaptionLanguage; label: string };

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  screen: RefObject<HTMLDivElement | null>;
  posterUrl: string | null;
  /** The chosen caption track, or null while it loads or when the recording has none. */
  captionsTrack: ShownCaptions | null;
  captions: PlayerCaptionSettings;
  state: HlsState;
  rate: number;
};

/**
 * The picture of a player: the <video> hls.js plays into, its captions track drawn with the
 * caption settings, and a notice while loading or when the video cannot be played. The share
 * page uses it; /play-video's PlayerStage draws the same (it may move to this component).
 */
export function PlayerScreen({ video, screen, posterUrl, captionsTrack, captions, state, rate }: Props) {
  const { t } = useI18n();
  useEffect(() => {
    for (const track of Array.from(video.current?.textTracks ?? [])) track.mode = captions.open ? 'showing' : 'hidden';
  }, [video, captions.open, captionsTrack?.src]);
  return (
    <Screen ref={screen} data-testid="player-screen">
      <style>{`[data-testid="player-screen"] video::cue { color: ${captions.subtitleColor}; font-size: ${Math.round(captions.subtitleSize * 100)}%; }`}</style>
      <video
        ref={video}
        data-testid="player-video"
        controls
        autoPlay
        playsInline
        poster={posterUrl ?? undefined}
        onLoadedMetadata={(event) => (event.currentTarget.playbackRate = rate)}
      >
        {captionsTrack !== null && (
          <track
            // Another track is another element: a changed src on a loaded one is not read again.
            key={captionsTrack.src}
            kind="subtitles"
            src={captionsTrack.src}
            srcLang={captionsTrack.language === 'zh' ? 'zh-CN' : 'en'}
            label={captionsTrack.label}
            default={captions.open}
            onLoad={(event) => (event.currentTarget.track.mode = captions.open ? 'showing' : 'hidden')}
          />
        )}
      </video>
      {state !== 'ready' && <Notice role="status">{t(state === 'failed' ? 'player.failed' : 'player.loading')}</Notice>}
    </Screen>
  );
}

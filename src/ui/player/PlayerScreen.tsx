import { useEffect, type RefObject } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { Notice, Screen } from '../kit/screen-styles';
import type { PlayerCaptionSettings } from './caption-settings';
import type { HlsState } from './use-hls';

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  screen: RefObject<HTMLDivElement | null>;
  posterUrl: string | null;
  /** The captions as a blob address (use-captions), or null. */
  captionsSrc: string | null;
  captions: PlayerCaptionSettings;
  state: HlsState;
  rate: number;
};

/**
 * The picture of a player: the <video> hls.js plays into, its captions track drawn with the
 * caption settings, and a notice while loading or when the video cannot be played. The share
 * page uses it; /play-video's PlayerStage draws the same (it may move to this component).
 */
export function PlayerScreen({ video, screen, posterUrl, captionsSrc, captions, state, rate }: Props) {
  const { t, language } = useI18n();
  useEffect(() => {
    for (const track of Array.from(video.current?.textTracks ?? [])) track.mode = captions.open ? 'showing' : 'hidden';
  }, [video, captions.open, captionsSrc]);
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
        {captionsSrc !== null && (
          <track
            kind="subtitles"
            src={captionsSrc}
            srcLang={language === 'zh' ? 'zh-CN' : 'en'}
            label={t('player.captions')}
            default={captions.open}
            onLoad={(event) => (event.currentTarget.track.mode = captions.open ? 'showing' : 'hidden')}
          />
        )}
      </video>
      {state !== 'ready' && <Notice role="status">{t(state === 'failed' ? 'player.failed' : 'player.loading')}</Notice>}
    </Screen>
  );
}

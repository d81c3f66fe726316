import { useEffect, useRef, useState } from 'react';
import { PLAYBACK_RATES } from '../../constants';
import type { PlayLesson } from '../../schemas/playback';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { CaptionControls } from './CaptionControls';
import { readCaptionSettings, writeCaptionSettings, type PlayerCaptionSettings } from './caption-settings';
import { mediaUrl } from './player-api';
import { PlayerSelect } from './player-select';
import { useCaptions } from './use-captions';
import { useHls } from './use-hls';
import { usePlayerKeys } from './use-player-keys';
import { useWatchRecords } from './use-watch-records';

const Stage = styled('section', { display: 'flex', flexDirection: 'column', gap: rem(12), minWidth: 0 });

const Screen = styled('div', {
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '#000',
  '& video': { width: '100%', height: '100%', display: 'block', backgroundColor: '#000' },
});

const Notice = styled('div', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  fontSize: rem(16),
  pointerEvents: 'none',
});

const Controls = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(10) });

const Title = styled('h1', { margin: 0, fontSize: rem(22), fontWeight: 700, lineHeight: 1.3 });

const RoadButton = styled('button', {
  padding: `${rem(6)} ${rem(14)}`,
  borderRadius: rem(16),
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: rem(14),
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: '$primary', backgroundColor: '$primaryLight', color: '$primary', fontWeight: 600 },
});

const RateLabel = styled('label', { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: rem(8), fontSize: rem(14), color: '$textMuted' });

/**
 * One recording on screen: the chosen road through hls.js, the other roads a click away (the
 * position is kept), the speed, captions with their settings, keyboard shortcuts, and the
 * watch record kept up to date. Starts at `startAt`.
 */
export function PlayerStage({ lesson, startAt }: { lesson: PlayLesson; startAt: number }) {
  const { t, language } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const [captions, setCaptions] = useState<PlayerCaptionSettings>(readCaptionSettings);
  const captionsSrc = useCaptions(lesson.captionsUrl);
  const [road, setRoad] = useState({ roadId: lesson.roads[0]?.roadId ?? null, startAt });
  const [rate, setRate] = useState(1);
  const playing = lesson.roads.find((candidate) => candidate.roadId === road.roadId) ?? lesson.roads[0];
  const state = useHls(video, playing ? mediaUrl(playing.playlistUrl) : null, road.startAt);
  useWatchRecords(video, lesson.vodId, lesson.durationS);
  usePlayerKeys(video, screen);
  useEffect(() => {
    for (const track of Array.from(video.current?.textTracks ?? [])) track.mode = captions.open ? 'showing' : 'hidden';
  }, [captions.open, captionsSrc]);
  const changeCaptions = (next: PlayerCaptionSettings) => {
    setCaptions(next);
    writeCaptionSettings(next);
  };

  const chooseRoad = (roadId: string) => {
    if (roadId === road.roadId) return;
    setRoad({ roadId, startAt: video.current?.currentTime ?? 0 });
  };
  const chooseRate = (value: number) => {
    setRate(value);
    if (video.current) video.current.playbackRate = value;
  };

  return (
    <Stage data-testid="player-stage" data-vod-id={lesson.vodId}>
      <Screen ref={screen} data-testid="player-screen">
        <style>{`[data-testid="player-screen"] video::cue { color: ${captions.subtitleColor}; font-size: ${Math.round(captions.subtitleSize * 100)}%; }`}</style>
        <video
          ref={video}
          data-testid="player-video"
          controls
          autoPlay
          muted={false}
          playsInline
          poster={lesson.posterUrl ?? undefined}
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
      <Title>{lesson.title}</Title>
      <Controls>
        {lesson.roads.map((candidate) => (
          <RoadButton
            key={candidate.roadId}
            type="button"
            aria-pressed={candidate.roadId === playing?.roadId}
            data-testid={`road-${candidate.roadType}`}
            onClick={() => chooseRoad(candidate.roadId)}
          >
            {candidate.name}
          </RoadButton>
        ))}
        <CaptionControls settings={captions} onChange={changeCaptions} />
        <RateLabel>
          {t('player.speed')}
          <PlayerSelect value={rate} data-testid="player-rate" onChange={(event) => chooseRate(Number(event.target.value))}>
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>{`${value}×`}</option>
            ))}
          </PlayerSelect>
        </RateLabel>
      </Controls>
    </Stage>
  );
}

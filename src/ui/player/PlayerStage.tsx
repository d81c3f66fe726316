import { useRef, useState } from 'react';
import { PLAYBACK_RATES } from '../../constants';
import type { PlayLesson } from '../../schemas/playback';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { mediaUrl } from './player-api';
import { useHls } from './use-hls';
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
 * position is kept), the speed, and the watch record kept up to date. Starts at `startAt`.
 */
export function PlayerStage({ lesson, startAt }: { lesson: PlayLesson; startAt: number }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [road, setRoad] = useState({ roadId: lesson.roads[0]?.roadId ?? null, startAt });
  const [rate, setRate] = useState(1);
  const playing = lesson.roads.find((candidate) => candidate.roadId === road.roadId) ?? lesson.roads[0];
  const state = useHls(video, playing ? mediaUrl(playing.playlistUrl) : null, road.startAt);
  useWatchRecords(video, lesson.vodId, lesson.durationS);

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
      <Screen>
        <video
          ref={video}
          data-testid="player-video"
          controls
          autoPlay
          muted={false}
          playsInline
          poster={lesson.posterUrl ?? undefined}
          onLoadedMetadata={(event) => (event.currentTarget.playbackRate = rate)}
        />
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
        <RateLabel>
          {t('player.speed')}
          <select value={rate} data-testid="player-rate" onChange={(event) => chooseRate(Number(event.target.value))}>
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>{`${value}×`}</option>
            ))}
          </select>
        </RateLabel>
      </Controls>
    </Stage>
  );
}

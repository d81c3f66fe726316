import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveLessonView } from '../../schemas/live';
import { useI18n } from '../i18n/i18n-context';
import { PlayerControlRow, RoadButtons } from '../player/PlayerControls';
import { PlayerScreen } from '../player/PlayerScreen';
import { RoadLayout, RoadLayoutChoice, type RoadLayoutKind } from '../player/RoadLayout';
import { readCaptionSettings } from '../player/caption-settings';
import { livePlayingMs, useHls, type HlsState } from '../player/use-hls';
import { usePlayerKeys } from '../player/use-player-keys';
import { useRoadSync } from '../player/use-road-sync';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { LiveHeading } from './LiveHeading';
import { useLiveWatchBeat } from './use-live-watch-beat';

// No side column here: the picture is kept short enough that the lesson's name and the road
// buttons stay on screen under it (16:9 of the viewport height left by the bar and controls).
const Stage = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(12),
  minWidth: 0,
  width: '100%',
  maxWidth: `calc((100vh - ${rem(260)}) * 16 / 9)`,
  margin: '0 auto',
});

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(8),
  padding: `${rem(5)} ${rem(12)}`,
  borderRadius: rem(16),
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: rem(13),
  fontWeight: 700,
  letterSpacing: '0.04em',
  '& small': { fontWeight: 500, letterSpacing: 0, fontSize: rem(12) },
});

/** Live roads are kept in step by the moment their pictures were made, in seconds. */
const liveTime = (video: HTMLVideoElement) => {
  const ms = livePlayingMs(video);
  return ms === null ? null : ms / 1000;
};

export type LiveStageProps = {
  info: LiveLessonView;
  roadType: number | undefined;
  onStreamFailed: () => void;
  /** Playlists and segments carry the session; a share page's carry its link's token in their path instead (false). */
  withSession?: boolean;
  /** After the roads, e.g. the teacher's Share button. */
  actions?: ReactNode;
};

/**
 * A lesson on air: the chosen road's live HLS near the live edge, the other roads a click away or
 * beside it (the recordings' layouts, the second road kept within ROAD_SYNC_TOLERANCE_S of the
 * first by the program date-times both carry), and how far behind the lesson the picture is.
 * `onStreamFailed` lets the page ask at once whether the lesson is over.
 */
export function LiveStage({ info, roadType, onStreamFailed, withSession = true, actions }: LiveStageProps) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const secondVideo = useRef<HTMLVideoElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  // Only the roads the classroom sends now can play (LiveView shows a notice when none does).
  const roads = useMemo(
    () => info.roads.filter((road) => road.onAir).map((road) => ({ ...road, roadId: `road-${road.roadType}` })),
    [info.roads],
  );
  const [chosen, setChosen] = useState(() => (roads.find((road) => road.roadType === roadType) ?? roads[0])!.roadId);
  const playing = roads.find((road) => road.roadId === chosen) ?? roads[0]!;
  const [layout, setLayout] = useState<RoadLayoutKind>('single');
  const [secondId, setSecondId] = useState<string | null>(null);
  const second =
    roads.find((road) => road.roadId === secondId && road.roadId !== playing.roadId) ??
    roads.find((road) => road.roadId !== playing.roadId) ??
    null;
  // Making a road the main one puts the former main road in the second place.
  const chooseRoad = (roadId: string) => {
    if (roadId !== playing.roadId) setSecondId(playing.roadId);
    setChosen(roadId);
  };
  const [delayMs, setDelayMs] = useState<number | null>(null);
  const state: HlsState = useHls(video, playing.playlistUrl, 0, { withSession, live: { onDelay: setDelayMs } });
  usePlayerKeys(video, screen);
  useRoadSync(video, secondVideo, layout !== 'single' && second !== null, liveTime);
  // Signed-in viewers only: a share link's viewer has no record to keep.
  useLiveWatchBeat(video, info.courId, withSession);
  const [captions] = useState(readCaptionSettings);
  useEffect(() => {
    if (state === 'failed') onStreamFailed();
  }, [state, onStreamFailed]);
  const seconds = delayMs === null ? null : Math.max(0, Math.round(delayMs / 1000));
  return (
    <Stage data-testid="live-stage" data-cour-id={info.courId}>
      <RoadLayout layout={layout} second={second} secondVideo={secondVideo} startAt={0} onPromote={chooseRoad} live={{ withSession }}>
        <PlayerScreen video={video} screen={screen} posterUrl={null} captionsTrack={null} captions={captions} state={state} rate={1} />
      </RoadLayout>
      <LiveHeading info={info} />
      <PlayerControlRow>
        <Badge data-testid="live-badge" data-delay-ms={delayMs ?? undefined}>
          {t('live.badge')}
          {seconds !== null && <small>{t('live.delay', { seconds })}</small>}
        </Badge>
        <RoadButtons roads={roads} current={playing.roadId} onChoose={chooseRoad} />
        {roads.length > 1 && <RoadLayoutChoice layout={layout} onChange={setLayout} />}
        {actions}
      </PlayerControlRow>
    </Stage>
  );
}

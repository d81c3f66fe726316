import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { CollectRecordingStar } from '../detail/CollectButton';
import { useI18n } from '../i18n/i18n-context';
import { ShareButton } from '../share/ShareButton';
import { showSuccessToast } from '../kit/toast/toast-store';
import type { EditorImage } from '../../schemas/editor';
import type { PlayLesson } from '../../schemas/playback';
import { ChapterStrip } from '../player-texts/ChapterStrip';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { CaptionControls } from './CaptionControls';
import { PillButton, PlayerControlRow, RateControl, RoadButtons } from './PlayerControls';
import { PlayerScreen } from './PlayerScreen';
import { RoadLayout, RoadLayoutChoice, type RoadLayoutKind } from './RoadLayout';
import { ScreenshotTray } from './ScreenshotTray';
import { useVideoHandle, type PlayerHandle } from './player-handle';
import { useCaptions } from './use-captions';
import { useHls } from './use-hls';
import { usePlayerChoices } from './use-player-choices';
import { usePlayerKeys } from './use-player-keys';
import { useRoadSync } from './use-road-sync';
import { useScreenshots } from './use-screenshots';
import { useWatchRecords } from './use-watch-records';

const Stage = styled('section', { display: 'flex', flexDirection: 'column', gap: rem(12), minWidth: 0 });

const TitleRow = styled('div', { display: 'flex', alignItems: 'center', gap: rem(12) });

const Title = styled('h1', { margin: 0, marginRight: 'auto', fontSize: rem(22), fontWeight: 700, lineHeight: 1.3 });

/**
 * One recording on screen: the chosen road through hls.js, the other roads a click away (the
 * position is kept) or beside it / over it in step, its slides as chapters under it, the speed,
 * the caption track and its settings, keyboard shortcuts, screenshots, the favourite star, share
 * links for the class's teacher, and the watch record kept up to date. Starts at `startAt`.
 */
type Props = {
  lesson: PlayLesson;
  startAt: number;
  teclId: string;
  /** The viewer teaches the class, so may make share links. */
  canShare: boolean;
  /** Filled for the notes beside the player: its position, and seeking from a time card. */
  handle?: RefObject<PlayerHandle | null>;
  /** Puts a screenshot in the note; absent when the viewer may not keep notes. */
  onAddShotToNote?: (shot: EditorImage) => void;
  /** Called once a frame is on screen, or the stream has failed (first-frame-gate.ts). */
  onFirstFrame?: () => void;
};

/** Calls `onFirstFrame` when the video has its first frame (`loadeddata`), or at once when it never will. */
function useFirstFrame(video: RefObject<HTMLVideoElement | null>, never: boolean, onFirstFrame: (() => void) | undefined) {
  useEffect(() => {
    const element = video.current;
    if (onFirstFrame === undefined) return;
    if (never || element === null || element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      onFirstFrame();
      return;
    }
    element.addEventListener('loadeddata', onFirstFrame, { once: true });
    return () => element.removeEventListener('loadeddata', onFirstFrame);
  }, [video, never, onFirstFrame]);
}

export function PlayerStage({ lesson, startAt, teclId, canShare, handle, onAddShotToNote, onFirstFrame }: Props) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const secondVideo = useRef<HTMLVideoElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const choices = usePlayerChoices(video, lesson.roads, startAt);
  const playing = choices.playing;
  const [layout, setLayout] = useState<RoadLayoutKind>('single');
  const [secondId, setSecondId] = useState<string | null>(null);
  const second =
    lesson.roads.find((road) => road.roadId === secondId && road.roadId !== playing?.roadId) ??
    lesson.roads.find((road) => road.roadId !== playing?.roadId) ??
    null;
  const captions = useCaptions(lesson.texts.captions, choices.captions);
  const state = useHls(video, playing?.playlistUrl ?? null, choices.startAt);
  useFirstFrame(video, state === 'failed' || playing === undefined, onFirstFrame);
  useWatchRecords(video, lesson.vodId, lesson.durationS);
  usePlayerKeys(video, screen);
  useRoadSync(video, secondVideo, layout !== 'single' && second !== null);
  const screenshots = useScreenshots(video, lesson.vodId, () => showSuccessToast(t('player.screenshotSaved')));
  const player = useVideoHandle(video);
  useImperativeHandle(handle, () => player, [player]);
  // Making a road the main one puts the former main road in the second place.
  const chooseRoad = (roadId: string) => {
    if (playing !== undefined && roadId !== playing.roadId) setSecondId(playing.roadId);
    choices.chooseRoad(roadId);
  };

  return (
    <Stage data-testid="player-stage" data-vod-id={lesson.vodId}>
      <RoadLayout layout={layout} second={second} secondVideo={secondVideo} startAt={choices.startAt} onPromote={chooseRoad}>
        <PlayerScreen
          video={video}
          screen={screen}
          posterUrl={lesson.posterUrl}
          captionsTrack={captions.shown}
          captions={choices.captions}
          state={state}
          rate={choices.rate}
        />
      </RoadLayout>
      <ChapterStrip slidesUrl={lesson.texts.slidesUrl} durationS={lesson.durationS} player={player} />
      <TitleRow>
        <Title>{lesson.title}</Title>
        <CollectRecordingStar key={lesson.vodId} target={{ vodId: lesson.vodId }} collected={lesson.collected} />
        {canShare && <ShareButton teclId={teclId} target={{ vodId: lesson.vodId }} currentTimeS={() => video.current?.currentTime ?? 0} />}
      </TitleRow>
      <PlayerControlRow>
        <RoadButtons roads={lesson.roads} current={playing?.roadId} onChoose={chooseRoad} />
        {lesson.roads.length > 1 && <RoadLayoutChoice layout={layout} onChange={setLayout} />}
        <PillButton
          type="button"
          disabled={screenshots.taking || state !== 'ready'}
          onClick={screenshots.take}
          data-testid="screenshot-take"
        >
          {t('player.screenshot')}
        </PillButton>
        <CaptionControls
          tracks={lesson.texts.captions}
          track={captions.track}
          settings={choices.captions}
          onChange={choices.changeCaptions}
        />
        <RateControl rate={choices.rate} onChange={choices.chooseRate} />
      </PlayerControlRow>
      <ScreenshotTray shots={screenshots.shots} onSeek={player.seek} onAddToNote={onAddShotToNote} />
    </Stage>
  );
}

import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { recordVisit } from '../../services/record-visit';
import { SIGN } from '../../constants';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { DetailUnavailable } from '../shared/DetailUnavailable';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { NotesPanel } from '../notes/NotesPanel';
import { TranscriptPanel } from '../player-texts/TranscriptPanel';
import type { PictureDelivery } from '../notes/picture-delivery';
import { hasAuthoritySign } from '../permission/permission-predicate';
import { usePermissions } from '../permission/permission-context';
import { answerOf, refusalOf } from '../shared/refusal';
import { PlayerColumns } from '../kit/screen-styles';
import { showSuccessToast } from '../kit/toast/toast-store';
import { LessonList } from './LessonList';
import type { PlayerHandle } from './player-handle';
import { PlayerSideTabs, type SideTab } from './PlayerSideTabs';
import { ResourcePanel } from './ResourcePanel';
import { PlayerStage } from './PlayerStage';
import { useFirstFrameGate } from './first-frame-gate';
import { chooseLesson, startPosition } from './play-choice';
import { playInfoQuery } from './player-api';

const route = getRouteApi('/layout/play-video');

const Side = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(16), minWidth: 0 });

const Empty = styled('p', { padding: rem(48), textAlign: 'center', color: '$textMuted', backgroundColor: '$surface', borderRadius: '$md' });

type RecordingSearch = {
  teclId?: string;
  vodId?: string;
  /** Deep link: where to start, in seconds, in the recording named by vodId (or the newest). */
  t?: number;
};

/**
 * A class's recordings, one playing, the others and the files beside it. Resumes where the
 * viewer left off unless t= says where to start. /play-video and /play-center show it. The
 * page's visit is recorded, as its other calls are made, once the first frame is shown
 * (first-frame-gate.ts); `recordsVisit` is false where the route already counted it.
 */
export function RecordingWindow({
  search: { teclId, vodId, t: startAtS },
  testId,
  recordsVisit = true,
}: {
  search: RecordingSearch;
  testId: string;
  recordsVisit?: boolean;
}) {
  const { t } = useI18n();
  const gate = useFirstFrameGate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (gate.opened && recordsVisit) recordVisit({ pathname });
    // Once per page: choosing another lesson is not another visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate.opened]);
  const navigate = useNavigate();
  // Another lesson replaces this one in the address (the window's own route keeps its fields).
  const onChooseLesson = (chosen: string) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, vodId: chosen, t: undefined }),
      replace: true,
    });
  // The route's loader has asked for it; without a class in the address there is nothing to ask.
  const answer = answerOf(useQuery({ ...playInfoQuery(teclId ?? ''), enabled: teclId !== undefined }), refusalOf);
  const state = teclId === undefined ? { status: 'missing' as const } : answer;
  const mayTakeNotes = hasAuthoritySign(usePermissions(), SIGN.notes);
  const player = useRef<PlayerHandle | null>(null);
  const [tab, setTab] = useState<SideTab>('lessons');
  // Screenshots on their way into the note (the tray is under the player, the note beside it).
  const [pictures, setPictures] = useState<readonly PictureDelivery[]>([]);
  const deliveries = useRef(0);
  // The panels' way to the player on screen; one object, so the transcript subscribes once.
  const playerProxy = useMemo<PlayerHandle>(
    () => ({
      currentTime: () => player.current?.currentTime() ?? 0,
      seek: (positionS) => player.current?.seek(positionS),
      subscribe: (onMove) => player.current?.subscribe(onMove) ?? (() => undefined),
    }),
    [],
  );
  const lesson = state.status === 'ready' ? chooseLesson(state.value.lessons, vodId) : null;
  // A refusal or a class without recordings has no frame to wait for.
  const nothingToPlay = state.status !== 'loading' && lesson === null;
  const openGate = gate.open;
  useEffect(() => {
    if (nothingToPlay) openGate();
  }, [nothingToPlay, openGate]);
  const stageKey = lesson === null ? '' : `${lesson.vodId}@${startAtS ?? ''}`;
  const body = (() => {
    if (state.status === 'loading') return <DetailSkeleton />;
    if (state.status !== 'ready') return <DetailUnavailable reason={state.status} />;
    if (lesson === null) return <Empty data-testid="player-empty">{t('player.noRecordings')}</Empty>;
    return (
      <PlayerColumns>
        <PlayerStage
          // A new t= for the same recording (a deep link followed on this page) starts there again.
          key={stageKey}
          lesson={lesson}
          startAt={startPosition(lesson, vodId === undefined || vodId === lesson.vodId ? startAtS : undefined)}
          teclId={state.value.teclId}
          canShare={state.value.canShare}
          handle={player}
          onFirstFrame={gate.open}
          onAddShotToNote={
            mayTakeNotes
              ? (shot) => {
                  deliveries.current += 1;
                  const delivery = { key: String(deliveries.current), imageId: shot.id };
                  setPictures((waiting) => [...waiting, delivery]);
                  setTab('notes');
                  showSuccessToast(t('notes.pictureAdded'));
                }
              : undefined
          }
        />
        <Side>
          <PlayerSideTabs
            tab={tab}
            onTab={setTab}
            lessons={
              <>
                <LessonList lessons={state.value.lessons} current={lesson.vodId} onChoose={onChooseLesson} />
                <ResourcePanel
                  resources={state.value.resources.filter((resource) => resource.vodId === null || resource.vodId === lesson.vodId)}
                  packName={state.value.teclName}
                />
              </>
            }
            notes={
              mayTakeNotes ? (
                <NotesPanel
                  key={lesson.vodId}
                  vodId={lesson.vodId}
                  lessonTitle={lesson.title}
                  player={playerProxy}
                  pictures={pictures}
                  onPicturesPlaced={(keys) => setPictures((waiting) => waiting.filter((delivery) => !keys.includes(delivery.key)))}
                />
              ) : null
            }
            transcript={
              // Keyed as the stage is: a new stage is a new <video> to follow.
              <TranscriptPanel key={stageKey} texts={lesson.texts} player={playerProxy} active={tab === 'transcript'} />
            }
          />
        </Side>
      </PlayerColumns>
    );
  })();
  const title = state.status === 'ready' ? state.value.teclName : t('route.playVideo');
  return (
    <FullWindowFrame title={title} testId={testId}>
      {body}
    </FullWindowFrame>
  );
}

/** /play-video (teclId, target=video; vodId and t chosen). */
export function PlayVideoPage() {
  return <RecordingWindow search={route.useSearch()} testId="play-video-page" />;
}

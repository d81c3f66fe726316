import { useState } from 'react';
import type { DetailRecording } from '../../schemas/detail';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { LessonCover } from '../covers/LessonCover';
import { formatDate, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CornerLabel } from '../shared/card-styles';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { CollectRecordingStar } from './CollectButton';
import { ActionButton } from '../kit/buttons';
import { PlayIcon } from '../icons/line-icons';
import { recordingWatch } from './lesson-watch';
import { RenameRecordingDialog } from './RenameRecordingDialog';

const List = styled('ol', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: rem(12) });

const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: `${rem(208)} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: rem(20),
  padding: rem(12),
  borderRadius: '$md',
  border: '1px solid transparent',
  backgroundColor: '$surface',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: '$card' },
  variants: { focused: { true: { borderColor: '$primary', backgroundColor: '$primaryLight' } } },
});

const Thumb = styled('button', {
  position: 'relative',
  display: 'block',
  padding: 0,
  border: 'none',
  borderRadius: '$sm',
  overflow: 'hidden',
  cursor: 'pointer',
  '&:hover [data-overlay], &:focus-visible [data-overlay]': { opacity: 1 },
});

/** A play sign over the thumbnail under the pointer. */
const PlayOverlay = styled('span', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: 'rgba(0, 0, 0, 0.3)',
  color: '#fff',
  opacity: 0,
  transition: 'opacity 150ms',
});

const Text = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(8), minWidth: 0 });

const Title = styled('h3', {
  margin: 0,
  fontSize: rem(18),
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Meta = styled('div', { fontSize: rem(14), color: '$textMuted' });

const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: rem(8), paddingRight: rem(8) });

type Props = {
  recordings: readonly DetailRecording[];
  teclId: string;
  teclImgUrl: string | null;
  focusCourId: string | null;
  /** The class's teacher or an administrator: each recording may be renamed. */
  canRename: boolean;
};

/** The class's recorded lessons, newest first, each with its watch button and favourite star (and Rename for its managers). */
export function RecordingList({ recordings, teclId, teclImgUrl, focusCourId, canRename }: Props) {
  const { t, tc, language } = useI18n();
  const watch = useWatchLesson();
  const [renaming, setRenaming] = useState<DetailRecording | null>(null);
  return (
    <List data-testid="recordings">
      {recordings.map((recording) => {
        const play = () => void watch(recordingWatch(recording, teclId));
        const focused = focusCourId !== null && recording.courId === focusCourId;
        return (
          <Item key={recording.vodId} focused={focused} data-testid="recording" data-vod-id={recording.vodId} data-focused={focused}>
            {/* A mouse shortcut to the Watch button beside it, so kept out of the keyboard and screen-reader order. */}
            <Thumb type="button" onClick={play} aria-hidden="true" tabIndex={-1}>
              <LessonCover poster={recording.posterUrl} src={teclImgUrl} coverKey={teclId} title={recording.title}>
                <PlayOverlay data-overlay="">
                  <PlayIcon size={rem(36)} />
                </PlayOverlay>
                <CornerLabel>{formatDuration(recording.durationS)}</CornerLabel>
              </LessonCover>
            </Thumb>
            <Text>
              <Title title={recording.title}>{recording.title}</Title>
              <Meta>
                {formatDate(recording.recordedAt, language, 'weekdayDayMonth')} · {tc('card.views', recording.viewCount)}
              </Meta>
            </Text>
            <Actions>
              <CollectRecordingStar target={{ vodId: recording.vodId }} collected={recording.collected} />
              {canRename && (
                <ActionButton type="button" tone="outline" onClick={() => setRenaming(recording)} data-testid="rename-recording">
                  {t('detail.rename')}
                  <VisuallyHidden> {recording.title}</VisuallyHidden>
                </ActionButton>
              )}
              <ActionButton type="button" onClick={play} data-testid="watch-recording">
                <PlayIcon size={rem(14)} />
                {t('detail.watch')}
              </ActionButton>
            </Actions>
          </Item>
        );
      })}
      {renaming !== null && <RenameRecordingDialog vodId={renaming.vodId} title={renaming.title} onClose={() => setRenaming(null)} />}
    </List>
  );
}

import { createLink } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { LessonHit, Moment } from '../../schemas/lesson-search';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { playbackUrl, playbackWindow } from '../playback/playback-address';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { useRuntimeConfig } from '../shared/use-app-context';
import { styled } from '../theme/stitches';
import { MomentKindBadge, SnippetText } from './MomentParts';

// The list's columns (kind, time, snippet) line up across a lesson's moments: a subgrid of them.
const Row = styled('a', {
  position: 'relative',
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
  padding: `${rem(10)} ${rem(12)}`,
  borderRadius: '$sm',
  color: '$text',
  textDecoration: 'none',
  fontSize: rem(15),
  lineHeight: 1.55,
  '&:hover': { backgroundColor: '$primaryLight' },
  '&:hover [data-part="time"]': { textDecoration: 'underline' },
});

const RowLink = createLink(Row);

const Time = styled('span', { color: '$primaryText', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

const Hint = styled('span', { gridColumn: '3', color: '$textMuted', fontSize: rem(13) });

/** An unmodified left click opens the player window the app's way; other clicks are the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One moment of a lesson the search found: what it was found in, when, and the words around the
 * match with the matched stretches marked. It opens the recording at that second: the address is
 * the player's deep link (`t=`, as notes' time cards open it), and a plain click goes through the
 * same course check and playback window as they do. A note written in a lesson that has no
 * recording yet opens the lesson instead.
 */
export function MomentLink({ hit, moment }: { hit: LessonHit; moment: Moment }) {
  const { t } = useI18n();
  const watch = useWatchLesson();
  const playCenter = useRuntimeConfig().WINDOWS.PLAY_CENTER;
  const time = formatDuration(moment.atS);
  const content = (
    <>
      <MomentKindBadge kind={moment.kind} />
      <VisuallyHidden>{t('lessonSearch.beforeTime')}</VisuallyHidden>
      <Time data-part="time">{time}</Time>
      <VisuallyHidden>{t('lessonSearch.afterTime')}</VisuallyHidden>
      <SnippetText moment={moment} />
    </>
  );
  const testProps = { 'data-testid': 'lesson-moment', 'data-kind': moment.kind, 'data-at': moment.atS };

  if (hit.vodId === null) {
    return (
      <RowLink to="/live-detail" search={{ courseId: hit.courId ?? undefined, teclId: hit.teclId }} {...testProps}>
        {content}
        <Hint>{t('lessonSearch.noRecording')}</Hint>
      </RowLink>
    );
  }
  const { teclId, vodId, courId } = hit;
  const address = playbackUrl(playbackWindow({ kind: 'video', teclId, vodId, startS: moment.atS }, playCenter).hash, window.location);
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void watch({ kind: 'video', courseId: courId, teclId, vodId, startS: moment.atS });
  };
  return (
    <Row href={address} onClick={open} title={t('lessonSearch.openAt', { time })} {...testProps}>
      {content}
    </Row>
  );
}

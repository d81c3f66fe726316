import type { PlayLesson } from '../../schemas/playback';
import { formatDate, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Panel = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$md',
  backgroundColor: '$surface',
  overflow: 'hidden',
});

const Heading = styled('h2', {
  margin: 0,
  padding: `${rem(14)} ${rem(16)}`,
  fontSize: rem(16),
  fontWeight: 700,
  borderBottom: '1px solid $border',
});

const Item = styled('button', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  padding: `${rem(12)} ${rem(16)}`,
  border: 'none',
  borderBottom: '1px solid $border',
  backgroundColor: 'transparent',
  color: '$text',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$page' },
  '&[aria-current="true"]': { backgroundColor: '$primaryLight', color: '$primaryText' },
});

const ItemTitle = styled('span', { fontSize: rem(15), fontWeight: 600, lineHeight: 1.35 });

const ItemMeta = styled('span', { fontSize: rem(13), color: '$textMuted' });

/** The class's recordings beside the player; choosing one plays it. */
export function LessonList({ lessons, current, onChoose }: { lessons: PlayLesson[]; current: string; onChoose: (vodId: string) => void }) {
  const { t, language } = useI18n();
  return (
    <Panel aria-label={t('player.lessons')} data-testid="player-lessons">
      <Heading>{t('player.lessons')}</Heading>
      {lessons.map((lesson) => (
        <Item
          key={lesson.vodId}
          type="button"
          aria-current={lesson.vodId === current}
          data-testid="player-lesson"
          data-vod-id={lesson.vodId}
          onClick={() => onChoose(lesson.vodId)}
        >
          <ItemTitle>{lesson.title}</ItemTitle>
          <ItemMeta>
            {formatDate(lesson.recordedAt, language, 'dayMonth')} · {formatDuration(lesson.durationS)}
            {lesson.watch !== null && ` · ${t('player.watched', { percent: Math.floor(lesson.watch.watchPercent * 100) })}`}
          </ItemMeta>
        </Item>
      ))}
    </Panel>
  );
}

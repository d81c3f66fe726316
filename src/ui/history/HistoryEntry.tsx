import type { WatchHistoryItem } from '../../schemas/shell';
import { useI18n } from '../i18n/i18n-context';
import { subjectName } from '../lists/lesson-time';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { historyDateText } from './history-date-text';
import { HistoryCover } from './HistoryCover';
import { progressPercent } from './progress';

const Row = styled('button', {
  display: 'flex',
  gap: rem(14),
  width: '100%',
  padding: `${rem(10)} ${rem(20)}`,
  border: 'none',
  background: 'none',
  color: '$text',
  fontFamily: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: '$primaryLight' },
});

const Text = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(6), minWidth: 0 });

const Title = styled('div', {
  fontSize: rem(16),
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Detail = styled('div', { fontSize: rem(13), color: '$textMuted' });

const Progress = styled('div', { fontSize: rem(13), color: '$primaryText' });

type Props = { item: WatchHistoryItem; onOpen: (item: WatchHistoryItem) => void };

/** One watched lesson: cover, subject, when it took place, how much was watched. */
export function HistoryEntry({ item, onOpen }: Props) {
  const { t, language } = useI18n();
  const lesson = item.courseOfEsDto;
  const title = subjectName(item, language);
  return (
    <Row type="button" data-testid="history-item" onClick={() => onOpen(item)}>
      <HistoryCover src={lesson.teclImgUrl} coverKey={lesson.teclId} ai={item.courTransferFlag} />
      <Text>
        <Title title={title} data-testid="history-title">
          {title}
        </Title>
        <Detail>{historyDateText(lesson, language)}</Detail>
        <Progress data-testid="history-progress">{t('history.progress', { percent: progressPercent(item.watchPercent) })}</Progress>
      </Text>
    </Row>
  );
}

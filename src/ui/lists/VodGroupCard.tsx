import type { VodGroup } from '../../schemas/catalogue';
import { LessonCover } from '../covers/LessonCover';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CardBody, CardLink, CardMeta, CardTitle, CornerLabel } from '../shared/card-styles';
import { subjectName } from './lesson-time';

/** A teaching class with recordings: opens its class page on the recordings (/video-detail). */
export function VodGroupCard({ group }: { group: VodGroup }) {
  const { t, tc, language } = useI18n();
  const title = subjectName(group, language);
  return (
    <CardLink to="/video-detail" search={{ teclId: group.teclId }} data-testid="vod-group-card">
      <LessonCover src={group.teclImgUrl} coverKey={group.teclId} title={title}>
        <CornerLabel>{tc('card.recordings', group.vodCount)}</CornerLabel>
      </LessonCover>
      <CardBody>
        <CardTitle title={title}>{title}</CardTitle>
        <CardMeta>{[group.teacName, group.courseNo].join(' · ')}</CardMeta>
        <CardMeta>
          {t('card.latest', { day: formatDate(group.latestVod.recordedAt, language, 'weekdayDayMonth') })} ·{' '}
          {tc('card.views', group.viewCount)}
        </CardMeta>
      </CardBody>
    </CardLink>
  );
}

import type { SearchField, SearchRecord } from '../../schemas/catalogue';
import { LessonCover } from '../covers/LessonCover';
import { useI18n } from '../i18n/i18n-context';
import { CardBody, CardLink, CardMeta, CardTitle } from '../shared/card-styles';
import { lessonWhen, subjectName } from '../lists/lesson-time';
import { StatusBadge } from '../lists/StatusBadge';
import { Highlighted } from './Highlighted';

/**
 * A lesson the keyword found: its names, teacher, classroom and course number with the matched
 * ones marked. Lessons not finished open their class on the live side, recorded ones on the
 * recordings.
 */
export function SearchResultCard({ record, keyword }: { record: SearchRecord; keyword: string }) {
  const { t, language } = useI18n();
  const matched = (field: SearchField) => record.matchedOn.includes(field);
  const title = subjectName(record, language);
  const titleField: SearchField = title === record.subjName ? 'subjName' : 'subjNameEn';
  const otherName = titleField === 'subjName' ? record.subjNameEn : record.subjName;
  const search = { courseId: record.courId, teclId: record.teclId };
  const card = (
    <>
      <LessonCover src={record.teclImgUrl} coverKey={record.teclId} title={title}>
        <StatusBadge courStatus={record.courStatus} overlay />
      </LessonCover>
      <CardBody>
        <CardTitle title={title}>
          <Highlighted text={title} keyword={keyword} matched={matched(titleField)} />
        </CardTitle>
        {otherName === '' || otherName === title ? null : (
          <CardMeta>
            <Highlighted text={otherName} keyword={keyword} matched={matched(titleField === 'subjName' ? 'subjNameEn' : 'subjName')} />
          </CardMeta>
        )}
        <CardMeta>
          <Highlighted text={record.teacName} keyword={keyword} matched={matched('teacName')} />
          {record.clroName === null ? null : (
            <>
              {' · '}
              <Highlighted text={record.clroName} keyword={keyword} matched={matched('clroName')} />
            </>
          )}
        </CardMeta>
        <CardMeta>
          {t('search.courseNo')}{' '}
          <Highlighted text={record.courseNo} keyword={keyword} matched={matched('courseNo') || matched('subjCode')} />
        </CardMeta>
        <CardMeta>{lessonWhen(record.courBeginTime, record.courEndTime, language)}</CardMeta>
      </CardBody>
    </>
  );
  return record.courStatus === 2 ? (
    <CardLink to="/video-detail" search={search} data-testid="search-result">
      {card}
    </CardLink>
  ) : (
    <CardLink to="/live-detail" search={search} data-testid="search-result">
      {card}
    </CardLink>
  );
}

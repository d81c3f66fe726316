import type { GeneratedLessons } from '../../schemas/admin-classes';
import { formatDate, formatTimeRange } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { Report } from './admin-styles';

/** The server's answer to a generation: how many lessons were made, and each day skipped with why. */
export function GenerateReport({ result }: { result: GeneratedLessons }) {
  const { t, language } = useI18n();
  return (
    <Report role="status" data-testid="generate-report">
      <strong data-testid="generate-made">{t('admin.generate.made', { n: result.made.length })}</strong>
      {result.made.length > 0 && (
        <ul>
          {result.made.map((lesson) => (
            <li key={lesson.courId} data-testid="generate-made-lesson" data-cour-id={lesson.courId}>
              {t('admin.generate.week', { n: lesson.weekNo })} · {formatDate(lesson.courBeginTime, language, 'weekdayDayMonth')}{' '}
              {formatTimeRange(lesson.courBeginTime, lesson.courEndTime, language)}
            </li>
          ))}
        </ul>
      )}
      {result.skipped.length > 0 && (
        <>
          <strong>{t('admin.generate.skipped', { n: result.skipped.length })}</strong>
          <ul>
            {result.skipped.map((day) => (
              <li key={day.courBeginTime} data-testid="generate-skipped" data-reason={day.reason}>
                {t('admin.generate.skippedDay', { date: day.date, reason: t(`admin.skip.${day.reason}`) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Report>
  );
}

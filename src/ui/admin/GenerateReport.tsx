import { useEffect, useId, useRef } from 'react';
import type { GeneratedLessons, ManagedClass } from '../../schemas/admin-classes';
import { ActionButton } from '../kit/buttons';
import { formatDate, formatTimeRange } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { ResultHead, ResultList, ResultPanel } from './admin-styles';

/** A generation's answer, with the class it was for. */
export type Generated = { cls: ManagedClass; result: GeneratedLessons };

/**
 * The server's answer to a generation, on the page once the dialog has closed (docs/admin.md
 * "The /admin/home page"): how many lessons were made, each with its week, day and time, and
 * each day skipped with why. The lists wrap into columns and the panel grows with them, so a
 * whole term (126 days) is read without a scroll box of its own. It takes the focus when it
 * appears, so the keyboard and a screen reader land on the answer, and stays until dismissed.
 */
export function GenerateReport({ generated: { cls, result }, onDismiss }: { generated: Generated; onDismiss: () => void }) {
  const { t, language } = useI18n();
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    // Its heading in view: in a narrow window the page may have been panned to the row's actions.
    panel.current?.scrollIntoView({ block: 'nearest', inline: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [result]);
  return (
    <ResultPanel ref={panel} tabIndex={-1} aria-labelledby={headingId} data-testid="generate-report">
      <ResultHead>
        <h2 id={headingId}>{t('admin.generate.reportTitle', { name: cls.teclName })}</h2>
        <ActionButton type="button" tone="outline" onClick={onDismiss} data-testid="generate-report-close">
          {t('admin.generate.reportClose')}
        </ActionButton>
      </ResultHead>
      <strong data-testid="generate-made">{t('admin.generate.made', { n: result.made.length })}</strong>
      {result.made.length > 0 && (
        <ResultList>
          {result.made.map((lesson) => (
            <li key={lesson.courId} data-testid="generate-made-lesson" data-cour-id={lesson.courId}>
              {t('admin.generate.week', { n: lesson.weekNo })} · {formatDate(lesson.courBeginTime, language, 'weekdayDayMonth')}{' '}
              {formatTimeRange(lesson.courBeginTime, lesson.courEndTime, language)}
            </li>
          ))}
        </ResultList>
      )}
      {result.skipped.length > 0 && (
        <>
          <strong>{t('admin.generate.skipped', { n: result.skipped.length })}</strong>
          <ResultList>
            {result.skipped.map((day) => (
              <li key={day.courBeginTime} data-testid="generate-skipped" data-reason={day.reason}>
                {t('admin.generate.skippedDay', { date: day.date, reason: t(`admin.skip.${day.reason}`) })}
              </li>
            ))}
          </ResultList>
        </>
      )}
    </ResultPanel>
  );
}

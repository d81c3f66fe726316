import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { CurriculumLesson } from '../../schemas/schedule';
import { ActionButton } from '../kit/buttons';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { termsQuery } from '../lists/catalogue-api';
import { FieldSelect } from '../kit/filter-styles';
import { rem } from '../scaling/rem';
import { EmptyBlock } from '../kit/EmptyBlock';
import { styled } from '../theme/stitches';
import { showWarningToast } from '../kit/toast/toast-store';
import { TimetableTable } from './TimetableTable';
import { icsEventsOf, saveIcs } from './ics-download';
import { curriculumQuery, fetchCurriculumOnce, lessonSlotsQuery } from './schedule-api';
import { curriculumRangeQuery, scheduleView, termCurriculumRange } from './schedule-view';
import { addLocalDays, defaultTermWeek, weekDays } from './schedule-weeks';

const route = getRouteApi('/layout/personal-center/my-schedule');

const Heading = styled('h2', { margin: `0 0 ${rem(16)}`, fontSize: rem(24), fontWeight: 700, color: '$text' });
const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(12), marginBottom: rem(16) });
const Field = styled('label', { display: 'flex', alignItems: 'center', gap: rem(8), fontSize: rem(15), color: '$textMuted' });
const Dates = styled('span', { fontSize: rem(15), fontWeight: 600, color: '$text' });
const Spacer = styled('span', { flex: 1 });
const Failure = styled('p', { color: '$danger', fontSize: rem(15) });

/** /personal-center/my-schedule: the caller's week, slot by slot, from the address's term and week. */
export function MySchedulePage() {
  const { t, language } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The day the page was opened: "today" and the default week stay put while it is open.
  const [today] = useState(() => new Date());
  const terms = useQuery(termsQuery());
  const slots = useQuery(lessonSlotsQuery());
  const view = scheduleView(terms.data ?? [], search, today);
  const lessons = useQuery({
    ...curriculumQuery(view ? curriculumRangeQuery(view.term.acteId, view.range) : { acteId: '', courBeginTime: 0, courEndTime: 0 }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);

  if (terms.isError || slots.isError) return <Failure role="alert">{t('schedule.failed')}</Failure>;
  if (terms.isPending || slots.isPending) return <Heading>{t('schedule.heading')}</Heading>;
  if (view === null) {
    return (
      <>
        <Heading>{t('schedule.heading')}</Heading>
        <EmptyBlock text={t('schedule.noTerms')} />
      </>
    );
  }

  const days = weekDays(view.termBegin, view.week);
  const thisWeek = defaultTermWeek(view.termBegin, view.weekCount, today);
  const go = (acteId: string, week: number | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, acteId, week }), replace: false });
  const courseName = (lesson: CurriculumLesson) => (language === 'en' ? lesson.subjNameEn || lesson.subjName : lesson.subjName);

  const exportTerm = async () => {
    setExporting(true);
    try {
      const all = await fetchCurriculumOnce(curriculumRangeQuery(view.term.acteId, termCurriculumRange(view)));
      const events = icsEventsOf(
        all.records,
        courseName,
        (lesson) => t('schedule.exportDescription', { class: lesson.teclName, teacher: lesson.teacName }),
        window.location.hostname || 'lectern',
      );
      saveIcs(view.term.acteName, events, new Date());
    } catch {
      // A refusal was already shown by the API client; this covers the rest.
      showWarningToast(t('schedule.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="schedule-heading" data-testid="my-schedule">
      <Heading id="schedule-heading">{t('schedule.heading')}</Heading>
      <Toolbar>
        <Field>
          {t('schedule.term')}
          <FieldSelect data-testid="schedule-term" value={view.term.acteId} onChange={(event) => go(event.target.value, undefined)}>
            {(terms.data ?? []).map((term) => (
              <option key={term.acteId} value={term.acteId}>
                {term.isCurrent ? t('schedule.currentTerm', { name: term.acteName }) : term.acteName}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <Field>
          {t('schedule.week')}
          <FieldSelect
            data-testid="schedule-week"
            css={{ minWidth: rem(120) }}
            value={view.week}
            onChange={(event) => go(view.term.acteId, Number(event.target.value))}
          >
            {Array.from({ length: view.weekCount }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {t('schedule.weekOption', { n: i + 1 })}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <ActionButton
          type="button"
          tone="outline"
          data-testid="schedule-previous"
          disabled={view.week <= 1}
          onClick={() => go(view.term.acteId, view.week - 1)}
        >
          {t('schedule.previousWeek')}
        </ActionButton>
        <ActionButton type="button" tone="outline" data-testid="schedule-this-week" onClick={() => go(view.term.acteId, thisWeek)}>
          {t('schedule.thisWeek')}
        </ActionButton>
        <ActionButton
          type="button"
          tone="outline"
          data-testid="schedule-next"
          disabled={view.week >= view.weekCount}
          onClick={() => go(view.term.acteId, view.week + 1)}
        >
          {t('schedule.nextWeek')}
        </ActionButton>
        <Dates data-testid="schedule-week-dates" aria-live="polite">
          {t('schedule.weekDates', {
            n: view.week,
            from: formatDate(days[0]!, language, 'dayMonth'),
            to: formatDate(addLocalDays(days[0]!, 6), language, 'dayMonth'),
          })}
        </Dates>
        <Spacer />
        <ActionButton type="button" tone="primary" data-testid="schedule-export" disabled={exporting} onClick={() => void exportTerm()}>
          {t(exporting ? 'schedule.exporting' : 'schedule.export')}
        </ActionButton>
      </Toolbar>
      {lessons.isError ? (
        <Failure role="alert">{t('schedule.failed')}</Failure>
      ) : (
        <>
          <TimetableTable days={days} today={today} slots={slots.data} lessons={lessons.data?.records ?? []} />
          {lessons.isSuccess && lessons.data.records.length === 0 && <p data-testid="schedule-empty">{t('schedule.empty')}</p>}
        </>
      )}
    </section>
  );
}

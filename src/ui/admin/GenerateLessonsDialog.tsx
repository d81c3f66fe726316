import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GeneratedLessons, LessonPatternBody, ManagedClass } from '../../schemas/admin-classes';
import { DialogActions, DialogFrame } from '../kit/dialog';
import { DialogForm, Field, Label, Select } from '../kit/form-fields';
import { LinkButton } from '../kit/table';
import { ActionButton } from '../kit/buttons';
import { formatWeekday } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { termsQuery } from '../lists/catalogue-api';
import { lessonSlotsQuery } from '../schedule/schedule-api';
import { Hint } from '../kit/dialog-styles';
import { ADMIN_CLASSES, adminLookupsQuery, generateLessons } from './admin-api';
import { ClassroomOptions } from './ClassroomOptions';
import { Checks, FieldGrid, TagChip } from './admin-styles';
import { useFormProblems } from '../shared/use-form-problems';
import { generatePlaceOf, generateProblems } from './generate-form';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const SLOTS = Array.from({ length: 12 }, (_, index) => index + 1);

type Props = {
  cls: ManagedClass;
  onClose: () => void;
  /** The server's answer; the page closes the dialog and shows it (GenerateReport). */
  onGenerated: (result: GeneratedLessons) => void;
};

/**
 * Make a class's lessons from a weekly pattern (docs/admin.md "Generating a term's lessons"):
 * weekdays, the first slot and how many, a classroom, term weeks, holidays, live or not. Once the
 * server has answered, the dialog hands the answer (made, and skipped with why) to the page and
 * closes, so the report is read on the page, whole, rather than in the dialog's last few lines; a
 * refusal stays in the dialog beside the form. Generating again is harmless (lessons that exist
 * are skipped).
 */
export function GenerateLessonsDialog({ cls, onClose, onGenerated }: Props) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const term = (useQuery(termsQuery()).data ?? []).find((candidate) => candidate.acteId === cls.term.acteId);
  const slots = useQuery(lessonSlotsQuery()).data ?? [];
  const classrooms = useQuery(adminLookupsQuery()).data?.classrooms ?? [];
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [first, setFirst] = useState(1);
  const [count, setCount] = useState(2);
  const [clroId, setClroId] = useState('');
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState<number | null>(null);
  const [holiday, setHoliday] = useState('');
  const [skipDates, setSkipDates] = useState<string[]>([]);
  const [isLive, setIsLive] = useState(false);
  const lastWeek = to ?? term?.weekCount ?? 1;
  const body: LessonPatternBody = {
    weekdays: [...weekdays].sort(),
    slots: { first, count },
    clroId: clroId === '' ? null : clroId,
    weeks: { from, to: lastWeek },
    skipDates,
    isLive,
  };
  const generating = useMutation({
    mutationFn: () => generateLessons(cls.teclId, body),
    onSuccess: async (result) => {
      onGenerated(result);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
    },
  });
  // Checked before sending; once tried, each field says what is wrong with it as it changes.
  const checked = generateProblems(body, term?.weekCount);
  const { formRef, control, message, submit, formProblem } = useFormProblems(generating, {
    checked,
    placeOf: generatePlaceOf,
    fallback: t('admin.failed'),
  });
  const slotTime = (letiNumber: number) => {
    const slot = slots.find((candidate) => candidate.letiNumber === letiNumber);
    return slot === undefined ? '' : ` (${slot.beginTime}–${slot.endTime})`;
  };
  const addHoliday = () => {
    if (holiday !== '' && !skipDates.includes(holiday)) setSkipDates([...skipDates, holiday].sort());
    setHoliday('');
  };

  return (
    <DialogFrame title={t('admin.generate.title', { name: cls.teclName })} testId="generate-dialog" width="wide" onClose={onClose}>
      {term !== undefined && (
        <Hint>{t('admin.generate.term', { term: term.acteName, begin: term.beginDate, end: term.endDate, weeks: term.weekCount })}</Hint>
      )}
      <DialogForm ref={formRef} onSubmit={submit(() => generating.mutate())} noValidate>
        <Label as="div">
          {t('admin.generate.weekdays')}
          <Checks role="group" aria-label={t('admin.generate.weekdays')} aria-describedby={control('weekdays')['aria-describedby']}>
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day))}
                  data-testid={`generate-weekday-${day}`}
                />
                {formatWeekday(day - 1, language)}
              </label>
            ))}
          </Checks>
          {message('weekdays')}
        </Label>
        <FieldGrid>
          <Label>
            {t('admin.generate.first')}
            <Select value={first} onChange={(e) => setFirst(Number(e.target.value))} data-testid="generate-first" {...control('first')}>
              {SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {t('admin.generate.slot', { n: slot })}
                  {slotTime(slot)}
                </option>
              ))}
            </Select>
            {message('first')}
          </Label>
          <Label>
            {t('admin.generate.count')}
            <Select value={count} onChange={(e) => setCount(Number(e.target.value))} data-testid="generate-count" {...control('count')}>
              {SLOTS.filter((n) => first + n - 1 <= 12).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
            {message('count')}
          </Label>
          <Label>
            {t('admin.generate.from')}
            <Field
              type="number"
              min={1}
              max={term?.weekCount}
              value={from}
              onChange={(e) => setFrom(Number(e.target.value))}
              data-testid="generate-from"
              {...control('from')}
            />
            {message('from')}
          </Label>
          <Label>
            {t('admin.generate.to')}
            <Field
              type="number"
              min={1}
              max={term?.weekCount}
              value={lastWeek}
              onChange={(e) => setTo(Number(e.target.value))}
              data-testid="generate-to"
              {...control('to')}
            />
            {message('to')}
          </Label>
          <Label>
            {t('admin.generate.classroom')}
            <Select value={clroId} onChange={(e) => setClroId(e.target.value)} data-testid="generate-classroom" {...control('clroId')}>
              <option value="">{t('admin.generate.noClassroom')}</option>
              <ClassroomOptions classrooms={classrooms} />
            </Select>
            {message('clroId')}
          </Label>
          <Label as="div">
            {t('admin.generate.live')}
            <Checks>
              <label>
                <input type="checkbox" checked={isLive} onChange={(e) => setIsLive(e.target.checked)} data-testid="generate-live" />
                {t('admin.generate.liveHint')}
              </label>
            </Checks>
          </Label>
        </FieldGrid>
        <Label as="div">
          {t('admin.generate.holidays')}
          <Checks>
            <Field
              type="date"
              value={holiday}
              min={term?.beginDate}
              max={term?.endDate}
              onChange={(e) => setHoliday(e.target.value)}
              data-testid="generate-holiday"
            />
            <ActionButton type="button" tone="outline" onClick={addHoliday} disabled={holiday === ''} data-testid="generate-holiday-add">
              {t('admin.generate.addHoliday')}
            </ActionButton>
          </Checks>
          <Checks data-testid="generate-holidays">
            {skipDates.map((date) => (
              <TagChip key={date}>
                {date}
                <LinkButton
                  type="button"
                  aria-label={t('admin.generate.removeHoliday', { date })}
                  onClick={() => setSkipDates(skipDates.filter((d) => d !== date))}
                >
                  ×
                </LinkButton>
              </TagChip>
            ))}
          </Checks>
          {message('skipDates')}
        </Label>
        {formProblem('generate-problem')}
        <DialogActions>
          <ActionButton type="submit" disabled={generating.isPending} data-testid="generate-submit">
            {t('admin.generate.submit')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </DialogFrame>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ManagedClass } from '../../schemas/admin-classes';
import { DialogActions } from '../clip-manage/DialogActions';
import { DialogForm, Field, Label, LinkButton, Select } from '../clip-manage/media-styles';
import { ActionButton } from '../detail/detail-buttons';
import { formatWeekday } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { termsQuery } from '../lists/catalogue-api';
import { lessonSlotsQuery } from '../schedule/schedule-api';
import { Hint } from '../share/share-dialog-styles';
import { ADMIN_CLASSES, adminLookupsQuery, generateLessons } from './admin-api';
import { AdminDialog } from './AdminDialog';
import { Checks, FieldGrid, Problem, TagChip } from './admin-styles';
import { GenerateReport } from './GenerateReport';
import { serverProblem } from './server-problem';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const SLOTS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Make a class's lessons from a weekly pattern (docs/admin.md "Generating a term's lessons"):
 * weekdays, the first slot and how many, a classroom, term weeks, holidays, live or not. The
 * server's answer (made, and skipped with why) replaces the form's buttons; generating again is
 * harmless (lessons that exist are skipped).
 */
export function GenerateLessonsDialog({ cls, onClose }: { cls: ManagedClass; onClose: () => void }) {
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
  const generating = useMutation({
    mutationFn: () =>
      generateLessons(cls.teclId, {
        weekdays: [...weekdays].sort(),
        slots: { first, count },
        clroId: clroId === '' ? null : clroId,
        weeks: { from, to: lastWeek },
        skipDates,
        isLive,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    generating.mutate();
  };
  const slotTime = (letiNumber: number) => {
    const slot = slots.find((candidate) => candidate.letiNumber === letiNumber);
    return slot === undefined ? '' : ` (${slot.beginTime}–${slot.endTime})`;
  };
  const addHoliday = () => {
    if (holiday !== '' && !skipDates.includes(holiday)) setSkipDates([...skipDates, holiday].sort());
    setHoliday('');
  };

  return (
    <AdminDialog title={t('admin.generate.title', { name: cls.teclName })} testId="generate-dialog" wide onClose={onClose}>
      {term !== undefined && (
        <Hint>{t('admin.generate.term', { term: term.acteName, begin: term.beginDate, end: term.endDate, weeks: term.weekCount })}</Hint>
      )}
      <DialogForm onSubmit={submit} noValidate>
        <Label as="div">
          {t('admin.generate.weekdays')}
          <Checks role="group" aria-label={t('admin.generate.weekdays')}>
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
        </Label>
        <FieldGrid>
          <Label>
            {t('admin.generate.first')}
            <Select value={first} onChange={(e) => setFirst(Number(e.target.value))} data-testid="generate-first">
              {SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {t('admin.generate.slot', { n: slot })}
                  {slotTime(slot)}
                </option>
              ))}
            </Select>
          </Label>
          <Label>
            {t('admin.generate.count')}
            <Select value={count} onChange={(e) => setCount(Number(e.target.value))} data-testid="generate-count">
              {SLOTS.filter((n) => first + n - 1 <= 12).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
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
            />
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
            />
          </Label>
          <Label>
            {t('admin.generate.classroom')}
            <Select value={clroId} onChange={(e) => setClroId(e.target.value)} data-testid="generate-classroom">
              <option value="">{t('admin.generate.noClassroom')}</option>
              {classrooms.map((room) => (
                <option key={room.clroId} value={room.clroId}>
                  {room.building} {room.clroName}
                </option>
              ))}
            </Select>
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
        </Label>
        {generating.isError && (
          <Problem role="alert" data-testid="generate-problem">
            {serverProblem(t, generating.error, t('admin.failed'))}
          </Problem>
        )}
        {generating.data !== undefined && <GenerateReport result={generating.data} />}
        <DialogActions>
          <ActionButton type="submit" disabled={generating.isPending || weekdays.length === 0} data-testid="generate-submit">
            {t('admin.generate.submit')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </AdminDialog>
  );
}

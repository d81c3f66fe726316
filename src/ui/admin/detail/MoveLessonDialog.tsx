import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminLesson } from '../../../schemas/admin-detail';
import { DialogActions, DialogFrame } from '../../kit/dialog';
import { DialogForm, Field, Label, Select } from '../../kit/form-fields';
import { ActionButton } from '../../kit/buttons';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { Hint } from '../../kit/dialog-styles';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { ADMIN_CLASSES, adminLookupsQuery } from '../admin-api';
import { ClassroomOptions } from '../ClassroomOptions';
import type { PlaceOf } from '../../shared/form-problems';
import { useFormProblems } from '../../shared/use-form-problems';
import { FieldGrid } from '../admin-styles';
import { moveLesson } from './class-detail-api';
import { draftOf, draftProblems, endKeepingLength, moveBodyOf, type LessonDraft, type MoveField } from './lesson-time';

/** The request's fields as the dialog shows them: a refusal of the begin shows beside the begin. */
const REQUEST_FIELDS: Record<string, MoveField> = { courBeginTime: 'begin', courEndTime: 'end', clroId: 'clroId' };
const placeOf: PlaceOf<MoveField> = (field) => REQUEST_FIELDS[field] ?? null;

/**
 * Move one lesson (PATCH /v1/admin/course-sessions/:courId, docs/admin.md "Lessons"): its day, begin
 * and end in the browser's time zone, and its classroom. Moving the begin keeps the lesson's length.
 * A lesson that has begun keeps its time (the server's rule): only its room can change here.
 * Empty fields and an end before the begin are found before sending; the server's refusals (a
 * past time, outside the term, changed meanwhile) show beside the field they are about, in the
 * page's language.
 */
export function MoveLessonDialog({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const classrooms = useQuery(adminLookupsQuery()).data?.classrooms ?? [];
  const before = draftOf(lesson);
  const [draft, setDraft] = useState<LessonDraft>(before);
  const moving = useMutation({
    mutationFn: moveLesson.bind(null, lesson.courId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('adminDetail.move.done', { name: lesson.courName }));
      onClose();
    },
  });
  const timeLocked = lesson.begun;
  const checked = draftProblems(draft, timeLocked);
  const { formRef, control, message, changed, submit, formProblem } = useFormProblems(moving, {
    checked,
    placeOf,
    fallback: t('admin.failed'),
  });
  const change = (next: LessonDraft) => {
    changed();
    setDraft(next);
  };
  // Nothing changed: nothing to send; nor is a day and time that name no instant in this time zone.
  const send = () => {
    const body = moveBodyOf(before, draft, timeLocked);
    if (body === null) onClose();
    else if (body !== 'invalid') moving.mutate(body);
  };
  return (
    <DialogFrame title={t('adminDetail.move.title', { name: lesson.courName })} testId="move-dialog" onClose={onClose}>
      <Hint>
        {t('adminDetail.move.now', { when: formatDateTime(lesson.courBeginTime, language) })}{' '}
        {timeLocked ? t('adminDetail.move.begun') : t('adminDetail.move.told')}
      </Hint>
      <DialogForm ref={formRef} onSubmit={submit(send)} noValidate>
        <FieldGrid>
          <Label css={{ gridColumn: '1 / -1' }}>
            {t('adminDetail.move.date')}
            <Field
              type="date"
              required
              disabled={timeLocked}
              value={draft.date}
              onChange={(e) => change({ ...draft, date: e.target.value })}
              data-testid="move-date"
              {...control('date')}
            />
            {message('date')}
          </Label>
          <Label>
            {t('adminDetail.move.begin')}
            <Field
              type="time"
              required
              disabled={timeLocked}
              value={draft.begin}
              onChange={(e) => change({ ...draft, begin: e.target.value, end: endKeepingLength(draft.begin, draft.end, e.target.value) })}
              data-testid="move-begin"
              {...control('begin')}
            />
            {message('begin')}
          </Label>
          <Label>
            {t('adminDetail.move.end')}
            <Field
              type="time"
              required
              disabled={timeLocked}
              value={draft.end}
              onChange={(e) => change({ ...draft, end: e.target.value })}
              data-testid="move-end"
              {...control('end')}
            />
            {message('end')}
          </Label>
          <Label css={{ gridColumn: '1 / -1' }}>
            {t('adminDetail.lessons.classroom')}
            <Select
              value={draft.clroId}
              onChange={(e) => change({ ...draft, clroId: e.target.value })}
              data-testid="move-classroom"
              {...control('clroId')}
            >
              <option value="">{t('adminDetail.lessons.noClassroom')}</option>
              {/* The lesson's room stays choosable while the lookups load. */}
              {lesson.clroId !== null && !classrooms.some((room) => room.clroId === lesson.clroId) && (
                <option value={lesson.clroId}>{lesson.clroName}</option>
              )}
              <ClassroomOptions classrooms={classrooms} />
            </Select>
            {message('clroId')}
          </Label>
        </FieldGrid>
        {formProblem('move-problem')}
        <DialogActions>
          <ActionButton type="submit" disabled={moving.isPending} data-testid="move-save">
            {t('adminDetail.move.save')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </DialogFrame>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminLesson } from '../../../schemas/admin-detail';
import { DialogActions } from '../../clip-manage/DialogActions';
import { DialogForm, Field, Label, Select } from '../../clip-manage/media-styles';
import { ActionButton } from '../../detail/detail-buttons';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { Hint } from '../../share/share-dialog-styles';
import { showSuccessToast } from '../../toast/toast-store';
import { ADMIN_CLASSES, adminLookupsQuery } from '../admin-api';
import { AdminDialog } from '../AdminDialog';
import { FieldGrid, Problem } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { moveLesson } from './class-detail-api';
import { draftOf, endKeepingLength, moveBodyOf, type LessonDraft } from './lesson-time';

/**
 * Move one lesson (PATCH /v1/admin/course-sessions/:courId, docs/admin.md "Lessons"): its day, begin
 * and end in the browser's time zone, and its classroom. Moving the begin keeps the lesson's length.
 * A lesson that has begun keeps its time (the server's rule): only its room can change here. The
 * server's refusal (a past time, outside the term, changed meanwhile) is shown as it words it.
 */
export function MoveLessonDialog({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const classrooms = useQuery(adminLookupsQuery()).data?.classrooms ?? [];
  const before = draftOf(lesson);
  const [draft, setDraft] = useState<LessonDraft>(before);
  const [invalid, setInvalid] = useState(false);
  const moving = useMutation({
    mutationFn: moveLesson.bind(null, lesson.courId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('adminDetail.move.done', { name: lesson.courName }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = moveBodyOf(before, draft, lesson.begun);
    setInvalid(body === 'invalid');
    if (body === null) onClose();
    else if (body !== 'invalid') moving.mutate(body);
  };
  const timeLocked = lesson.begun;
  return (
    <AdminDialog title={t('adminDetail.move.title', { name: lesson.courName })} testId="move-dialog" onClose={onClose}>
      <Hint>
        {t('adminDetail.move.now', { when: formatDateTime(lesson.courBeginTime, language) })}{' '}
        {timeLocked ? t('adminDetail.move.begun') : t('adminDetail.move.told')}
      </Hint>
      <DialogForm onSubmit={submit} noValidate>
        <FieldGrid>
          <Label css={{ gridColumn: '1 / -1' }}>
            {t('adminDetail.move.date')}
            <Field
              type="date"
              required
              disabled={timeLocked}
              value={draft.date}
              onChange={(e) => setDraft({ ...draft, date: e.target.value })}
              data-testid="move-date"
            />
          </Label>
          <Label>
            {t('adminDetail.move.begin')}
            <Field
              type="time"
              required
              disabled={timeLocked}
              value={draft.begin}
              onChange={(e) => setDraft({ ...draft, begin: e.target.value, end: endKeepingLength(draft.begin, draft.end, e.target.value) })}
              data-testid="move-begin"
            />
          </Label>
          <Label>
            {t('adminDetail.move.end')}
            <Field
              type="time"
              required
              disabled={timeLocked}
              value={draft.end}
              onChange={(e) => setDraft({ ...draft, end: e.target.value })}
              data-testid="move-end"
            />
          </Label>
          <Label css={{ gridColumn: '1 / -1' }}>
            {t('adminDetail.lessons.classroom')}
            <Select value={draft.clroId} onChange={(e) => setDraft({ ...draft, clroId: e.target.value })} data-testid="move-classroom">
              <option value="">{t('adminDetail.lessons.noClassroom')}</option>
              {/* The lesson's room stays choosable while the lookups load. */}
              {lesson.clroId !== null && !classrooms.some((room) => room.clroId === lesson.clroId) && (
                <option value={lesson.clroId}>{lesson.clroName}</option>
              )}
              {classrooms.map((room) => (
                <option key={room.clroId} value={room.clroId}>
                  {room.building} {room.clroName}
                </option>
              ))}
            </Select>
          </Label>
        </FieldGrid>
        {invalid && (
          <Problem role="alert" data-testid="move-problem">
            {t('adminDetail.move.invalid')}
          </Problem>
        )}
        {moving.isError && (
          <Problem role="alert" data-testid="move-problem">
            {serverProblem(t, moving.error, t('admin.failed'))}
          </Problem>
        )}
        <DialogActions>
          <ActionButton type="submit" disabled={moving.isPending} data-testid="move-save">
            {t('adminDetail.move.save')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </AdminDialog>
  );
}

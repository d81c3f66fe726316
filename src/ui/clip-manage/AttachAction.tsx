import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DetailSession } from '../../schemas/detail';
import type { PersonalResource } from '../../schemas/media-library';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ActionButton } from '../kit/buttons';
import { CLASS_DETAIL, classDetailQuery } from '../detail/detail-api';
import { offersRecordingUpload } from '../detail/recording-offer';
import { formatDate, formatTimeRange } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { DialogActions } from '../kit/dialog';
import { Card, Heading, Hint, Overlay } from '../kit/dialog-styles';
import { showSuccessToast } from '../kit/toast/toast-store';
import { attachClassesQuery, attachResource, MEDIA_RESOURCES } from './media-api';
import { DialogForm, Label, Select } from '../kit/form-fields';
import { LinkButton } from '../kit/table';

function LessonChoice({ teclId, courId, onChoose }: { teclId: string; courId: string; onChoose: (courId: string) => void }) {
  const { t, language } = useI18n();
  const detail = useQuery(classDetailQuery({ teclId }));
  // Only a lesson that is over takes a recording; one that has a recording says attaching replaces it.
  const lessons = detail.data?.sessions.filter((session) => offersRecordingUpload(session, detail.data.canUpload)) ?? [];
  const lessonText = (session: DetailSession) =>
    [
      formatDate(session.courBeginTime, language, 'weekdayDayMonth'),
      formatTimeRange(session.courBeginTime, session.courEndTime, language),
      session.courName,
      session.vodId === null ? null : t('media.attach.hasRecording'),
    ]
      .filter((part) => part !== null)
      .join(' · ');
  return (
    <Label>
      {t('media.attach.lesson')}
      <Select
        value={courId}
        onChange={(event) => onChoose(event.target.value)}
        disabled={detail.data === undefined}
        aria-busy={detail.isPending}
        data-testid="attach-lesson"
      >
        <option value="">{detail.isError ? t('media.attach.failed') : t('media.attach.chooseLesson')}</option>
        {lessons.map((session) => (
          <option key={session.courId} value={session.courId}>
            {lessonText(session)}
          </option>
        ))}
      </Select>
    </Label>
  );
}

/** The dialog's form: one of the caller's classes, then one of its lessons. */
function AttachForm({ resource, onDone }: { resource: PersonalResource; onDone: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const classes = useQuery(attachClassesQuery());
  const [teclId, setTeclId] = useState('');
  const [courId, setCourId] = useState('');
  const attaching = useMutation({
    mutationFn: attachResource,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [MEDIA_RESOURCES] }),
        queryClient.invalidateQueries({ queryKey: [CLASS_DETAIL] }),
        queryClient.invalidateQueries({ queryKey: ['play-info', teclId] }),
      ]);
      showSuccessToast(t('media.attached'));
      onDone();
    },
    onError: (error) => console.warn('resource could not be attached', error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (teclId !== '' && courId !== '') attaching.mutate({ id: resource.id, teclId, courId });
  };
  return (
    <DialogForm onSubmit={submit}>
      <Heading>{t('media.attach.title')}</Heading>
      <Hint>{t('media.attach.hint', { title: resource.title })}</Hint>
      <Label>
        {t('media.attach.class')}
        <Select
          value={teclId}
          onChange={(event) => {
            setTeclId(event.target.value);
            setCourId('');
          }}
          disabled={classes.data === undefined}
          aria-busy={classes.isPending}
          data-testid="attach-class"
        >
          <option value="">{classes.isError ? t('media.attach.failed') : t('media.attach.chooseClass')}</option>
          {classes.data?.map((choice) => (
            <option key={choice.teclId} value={choice.teclId}>
              {choice.name}
            </option>
          ))}
        </Select>
      </Label>
      {teclId !== '' && <LessonChoice teclId={teclId} courId={courId} onChoose={setCourId} />}
      <DialogActions>
        <ActionButton type="submit" disabled={courId === '' || attaching.isPending} data-testid="attach-confirm">
          {t('media.attach')}
        </ActionButton>
      </DialogActions>
    </DialogForm>
  );
}

/** Attach a ready resource to a lesson of the caller's class: it becomes that lesson's recording. */
export function AttachAction({ resource }: { resource: PersonalResource }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const attachable = resource.status === 'ready' && !resource.invalid;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <LinkButton type="button" disabled={!attachable} data-testid="resource-attach">
          {t('media.attach')}
          <VisuallyHidden> {resource.title}</VisuallyHidden>
        </LinkButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Card data-testid="attach-dialog">
          <AttachForm resource={resource} onDone={() => setOpen(false)} />
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

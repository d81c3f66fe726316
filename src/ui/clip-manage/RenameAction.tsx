import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { RESOURCE_TITLE_MAX, type PersonalResource } from '../../schemas/media-library';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { DialogActions } from '../kit/dialog';
import { Card, Heading, Overlay } from '../kit/dialog-styles';
import { showSuccessToast } from '../kit/toast/toast-store';
import { titleProblem } from './clip-times';
import { MEDIA_RESOURCES, renameResource } from './media-api';
import { DialogForm, ErrorList, Field, Label } from '../kit/form-fields';
import { LinkButton } from '../kit/table';

/** The dialog's form, mounted when it opens so it starts from the current title. */
function RenameForm({ resource, onDone }: { resource: PersonalResource; onDone: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(resource.title);
  const [tried, setTried] = useState(false);
  const renaming = useMutation({
    mutationFn: renameResource,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [MEDIA_RESOURCES] });
      showSuccessToast(t('media.renamed'));
      onDone();
    },
    onError: (error) => console.warn('resource could not be renamed', error),
  });
  const problem = titleProblem(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem === null) renaming.mutate({ id: resource.id, title: title.trim() });
  };
  return (
    <DialogForm onSubmit={submit} noValidate>
      <Heading>{t('media.renameTitle')}</Heading>
      <Label>
        {t('media.titleField')}
        <Field
          value={title}
          maxLength={RESOURCE_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={tried && problem !== null}
          aria-describedby={tried && problem !== null ? 'rename-problem' : undefined}
          data-testid="rename-field"
        />
      </Label>
      {tried && problem !== null && (
        <ErrorList id="rename-problem" role="alert">
          <li>{t(`media.problem.${problem}`, { max: RESOURCE_TITLE_MAX })}</li>
        </ErrorList>
      )}
      <DialogActions>
        <ActionButton type="submit" disabled={renaming.isPending} data-testid="rename-save">
          {t('media.save')}
        </ActionButton>
      </DialogActions>
    </DialogForm>
  );
}

/** Rename a resource or clip: the row's button and its dialog. */
export function RenameAction({ resource }: { resource: PersonalResource }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <LinkButton type="button" data-testid="resource-rename">
          {t('media.rename')}
          <VisuallyHidden> {resource.title}</VisuallyHidden>
        </LinkButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Card data-testid="rename-dialog" aria-describedby={undefined}>
          <RenameForm resource={resource} onDone={() => setOpen(false)} />
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

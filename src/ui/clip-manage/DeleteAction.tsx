import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PersonalResource } from '../../schemas/media-library';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { DialogActions } from '../kit/dialog';
import { Card, Heading, Hint, Overlay } from '../kit/dialog-styles';
import { showSuccessToast } from '../kit/toast/toast-store';
import { deleteResource, MEDIA_RESOURCES } from './media-api';
import { LinkButton } from '../kit/table';

/** Delete a resource or clip, after a confirmation that names it; Cancel has the focus. */
export function DeleteAction({ resource }: { resource: PersonalResource }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const deleting = useMutation({
    mutationFn: deleteResource,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [MEDIA_RESOURCES] });
      showSuccessToast(t('media.deleted'));
      setOpen(false);
    },
    onError: (error) => console.warn('resource could not be deleted', error),
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <LinkButton type="button" danger data-testid="resource-delete">
          {t('media.delete')}
          <VisuallyHidden> {resource.title}</VisuallyHidden>
        </LinkButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Card role="alertdialog" data-testid="delete-dialog">
          <Heading>{t('media.deleteTitle')}</Heading>
          <Hint>{t('media.deleteBody', { title: resource.title })}</Hint>
          <DialogActions>
            <ActionButton
              type="button"
              tone="live"
              disabled={deleting.isPending}
              onClick={() => deleting.mutate({ id: resource.id })}
              data-testid="delete-confirm"
            >
              {t('media.delete')}
            </ActionButton>
          </DialogActions>
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

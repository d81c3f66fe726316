import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionBody } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { showSuccessToast } from '../kit/toast/toast-store';
import { CLASS_DETAIL, toggleCollection } from './detail-api';

/**
 * A favourite (a whole class or one recording) as the server last said it, and its toggle. A
 * click while one is on its way is ignored, so a double click does not undo itself. A change
 * makes the cached class pages stale, so a page visited again says it too.
 */
export function useCollectionToggle(target: CollectionBody, initiallyCollected: boolean) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => toggleCollection(target),
    onSuccess: (now) => {
      showSuccessToast(t(now ? 'detail.collected' : 'detail.removed'));
      void queryClient.invalidateQueries({ queryKey: [CLASS_DETAIL] });
    },
    // The API client has shown the server's message.
    onError: (error) => console.error('favourite could not be changed', error),
  });
  const toggle = () => {
    if (!mutation.isPending) mutation.mutate();
  };
  return { collected: mutation.data ?? initiallyCollected, busy: mutation.isPending, toggle };
}

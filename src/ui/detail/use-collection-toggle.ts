import { useState } from 'react';
import type { CollectionBody } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { showSuccessToast } from '../toast/toast-store';
import { toggleCollection } from './detail-api';

/**
 * A favourite (a whole class or one recording) as the server last said it, and its toggle. A
 * click while one is on its way is ignored, so a double click does not undo itself.
 */
export function useCollectionToggle(target: CollectionBody, initiallyCollected: boolean) {
  const { t } = useI18n();
  const [collected, setCollected] = useState(initiallyCollected);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const now = await toggleCollection(target);
      setCollected(now);
      showSuccessToast(t(now ? 'detail.collected' : 'detail.removed'));
    } catch (error) {
      // The API client has shown the server's message.
      console.error('favourite could not be changed', error);
    } finally {
      setBusy(false);
    }
  };
  return { collected, busy, toggle };
}

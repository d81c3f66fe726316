import { useSyncExternalStore } from 'react';
import type { UploadPanelState } from '../../services/upload/upload-manager';
import { useAppServices } from '../shared/use-app-context';

/** The uploader panel's files and state, kept current. */
export function useUploadPanel(): UploadPanelState {
  const { uploads } = useAppServices();
  return useSyncExternalStore(uploads.subscribe, uploads.snapshot);
}

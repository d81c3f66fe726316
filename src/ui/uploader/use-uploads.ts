import { useMemo } from 'react';
import type { UploadTargetParams } from '../../services/upload/upload-target';
import { useAppServices } from '../shared/use-app-context';

export type { UploadTargetParams } from '../../services/upload/upload-target';

export type Uploads = {
  /** Adds files to the uploader panel, which opens; each is hashed, then sent to `target`. */
  add(files: File[], target: UploadTargetParams): void;
  /** Opens the uploader panel. */
  open(): void;
};

/** What a page needs to upload: the app's one upload manager (AppServices.uploads), narrowed. */
export function useUploads(): Uploads {
  const { uploads } = useAppServices();
  return useMemo(() => ({ add: (files, target) => uploads.add(files, target), open: () => uploads.open() }), [uploads]);
}

import { queryOptions } from '@tanstack/react-query';
import { SCREENSHOT_TIMEOUT_MS } from '../../constants';
import { editorUploadResultSchema, screenshotListSchema, type EditorImage } from '../../schemas/editor';
import { apiRequest } from '../../services/http/api';

/**
 * Player screenshots through the editor upload endpoint (SPEC §7; SPEC §5: at most 2 MB, 10 s).
 * A failure is the caller's to log: SPEC §8 keeps screenshot failures to the console.
 */
export async function uploadScreenshot(picture: Blob, vodId: string, positionS: number): Promise<EditorImage> {
  const form = new FormData();
  form.append('file', picture, `screenshot-${Math.floor(positionS)}s.jpg`);
  const answer = await apiRequest('/v1/editor/upload', {
    method: 'POST',
    multipart: form,
    searchParams: { vodId, positionS: Math.round(positionS * 100) / 100 },
    timeout: SCREENSHOT_TIMEOUT_MS,
    noMessage: true,
  });
  return editorUploadResultSchema.parse(answer).files[0]!;
}

/** The viewer's screenshots of a recording, newest first. */
export async function fetchScreenshots(vodId: string): Promise<EditorImage[]> {
  return screenshotListSchema.parse(await apiRequest('/v1/editor/screenshots', { searchParams: { vodId }, noMessage: true }));
}

export const screenshotsQuery = (vodId: string) =>
  queryOptions({ queryKey: ['screenshots', vodId], queryFn: () => fetchScreenshots(vodId) });

/** A picture, fetched with the session (an <img> cannot send it), as a Blob. */
export async function fetchPicture(url: string): Promise<Blob> {
  const file = await apiRequest(url, { asBlob: true, noMessage: true });
  if (!(file instanceof Blob)) throw new Error('the server answered without a picture');
  return file;
}

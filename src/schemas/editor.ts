import { z } from 'zod';
import { idText, queryDecimal } from './text';

/**
 * The editor upload endpoint (SPEC §7 "Screenshot upload uses the editor upload endpoint"):
 * POST /v1/editor/upload takes pictures as multipart field `file` (SPEC §5: images only, at most
 * SCREENSHOT_MAX_BYTES each and SCREENSHOT_MAX_FILES per request); a screenshot names its
 * recording and moment in the query. Pictures come back through GET /v1/editor/image/{id}.
 */
const id = idText();

export const editorUploadQuerySchema = z.object({
  vodId: id.optional(),
  positionS: queryDecimal().optional(),
});
export type EditorUploadQuery = z.infer<typeof editorUploadQuerySchema>;

export const editorImageSchema = z.object({
  id: z.string(),
  /** Fetch it with the session (GET /v1/editor/image/{id}). */
  url: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  vodId: z.string().nullable(),
  positionS: z.number().nullable(),
  createdAt: z.string(),
});
export type EditorImage = z.infer<typeof editorImageSchema>;

export const editorUploadResultSchema = z.object({ files: z.array(editorImageSchema) });

export const screenshotListQuerySchema = z.object({ vodId: id });
export const screenshotListSchema = z.array(editorImageSchema);

export const editorImageParamsSchema = z.object({ id });

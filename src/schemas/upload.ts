import { z } from 'zod';
import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_CHUNKS, UPLOAD_MIN_CHUNK_BYTES } from '../constants';
import { idText, plainText, queryInt } from './text';

/**
 * The chunked upload (SPEC §7, docs/uploads.md): resumable.js sends every chunk to
 * `CUSTOM_API.UPLOAD` (/v1/upload/chunk) with its parameters in the query; GET asks whether a
 * chunk is already stored, POST stores one (multipart field `file`). Targets: a lesson's
 * `recording`, a personal `resource` (both videos, transcoded), or an `attachment`: any file,
 * kept as it is as a course resource of a class (docs/uploads.md "Attachments").
 */
export const UPLOAD_TARGETS = ['recording', 'resource', 'attachment'] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

/**
 * A file's life on the server: chunks arriving, merged, waiting for the transcoder, transcoding,
 * being recorded where it goes, done or failed (src/uploads/upload-status-rules.ts).
 */
export const UPLOAD_STATES = ['uploading', 'merging', 'queued', 'transcoding', 'publishing', 'success', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/**
 * The identifier: letters, digits, `_` and `-` only, so it can never name a path. The scheme
 * `<32 hex>-<size>` (sampledMd5Identifier) is checked against the merged file.
 */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
export const MD5_IDENTIFIER = /^([0-9a-f]{32})-(\d{1,15})$/;

/** Block size of the sampled MD5: fixed, whatever chunk size the upload uses. */
export const SAMPLE_BLOCK_BYTES = UPLOAD_CHUNK_BYTES;
const SAMPLED_BLOCKS = 5;

/**
 * Which SAMPLE_BLOCK_BYTES blocks the sampled MD5 reads (0-based): all of them for a file of at
 * most five blocks, otherwise the first, the last and three evenly between.
 */
export function sampledBlocks(sizeBytes: number): number[] {
  const blocks = Math.max(1, Math.ceil(sizeBytes / SAMPLE_BLOCK_BYTES));
  if (blocks <= SAMPLED_BLOCKS) return Array.from({ length: blocks }, (_, i) => i);
  return Array.from({ length: SAMPLED_BLOCKS }, (_, i) => Math.round((i * (blocks - 1)) / (SAMPLED_BLOCKS - 1)));
}

const fileName = () =>
  plainText()
    .min(1, 'is required')
    .max(255)
    .refine((name) => !/[\\/]/.test(name), 'must be a file name without / or \\')
    .refine((name) => name.trim() !== '' && name !== '.' && name !== '..', 'must be a file name');

export const chunkQuerySchema = z
  .object({
    resumableChunkNumber: queryInt({ min: 1, max: UPLOAD_MAX_CHUNKS }),
    resumableChunkSize: queryInt({ min: UPLOAD_MIN_CHUNK_BYTES, max: UPLOAD_CHUNK_BYTES }),
    resumableCurrentChunkSize: queryInt({ min: 1, max: UPLOAD_CHUNK_BYTES }),
    resumableTotalSize: queryInt({ min: 1 }),
    resumableIdentifier: plainText().regex(IDENTIFIER, 'must be 1-128 letters, digits, _ or -, starting with a letter or digit'),
    resumableFilename: fileName(),
    resumableTotalChunks: queryInt({ min: 1, max: UPLOAD_MAX_CHUNKS }),
    /** Where the file goes: a lesson's recording (teclId and courId), a personal resource, or a class's attachment (teclId, courId optional). */
    target: z.enum(UPLOAD_TARGETS),
    teclId: idText().optional(),
    courId: idText().optional(),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // Every chunk is resumableChunkSize bytes but the last, which holds the rest (forceChunkSize).
    const chunks = Math.ceil(q.resumableTotalSize / q.resumableChunkSize);
    if (q.resumableTotalChunks !== chunks)
      return issue('resumableTotalChunks', `must be ${chunks}: resumableTotalSize divided by resumableChunkSize, rounded up`);
    if (q.resumableChunkNumber > q.resumableTotalChunks) return issue('resumableChunkNumber', `must be between 1 and ${chunks}`);
    const size = q.resumableChunkNumber < chunks ? q.resumableChunkSize : q.resumableTotalSize - (chunks - 1) * q.resumableChunkSize;
    if (q.resumableCurrentChunkSize !== size) issue('resumableCurrentChunkSize', `must be ${size} for chunk ${q.resumableChunkNumber}`);
    const md5 = MD5_IDENTIFIER.exec(q.resumableIdentifier);
    if (md5 && Number(md5[2]) !== q.resumableTotalSize) issue('resumableIdentifier', 'names another size than resumableTotalSize');
    if (q.target === 'recording') {
      if (q.teclId === undefined) issue('teclId', 'is required for a recording');
      if (q.courId === undefined) issue('courId', 'is required for a recording');
    }
    if (q.target === 'attachment' && q.teclId === undefined) issue('teclId', 'is required for an attachment');
  });
export type ChunkQuery = z.infer<typeof chunkQuerySchema>;

export const uploadFileSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  fileName: z.string(),
  target: z.enum(UPLOAD_TARGETS),
  teclId: z.string().nullable(),
  courId: z.string().nullable(),
  sizeBytes: z.number().int(),
  totalChunks: z.number().int(),
  status: z.enum(UPLOAD_STATES),
  /** Why it failed, readable by the uploader. */
  reason: z.string().nullable(),
  durationS: z.number().nullable(),
  /** MD5 of the whole merged file. */
  md5: z.string().nullable(),
  /** Transcoding progress, 0–100, while `transcoding`. */
  progress: z.number().int().nullable(),
  /** The recording made from it, once `success` with target `recording`. */
  vodId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UploadFile = z.infer<typeof uploadFileSchema>;

/**
 * What the event stream (GET /v1/events, event `upload`) tells the uploader about one of their
 * files after its last chunk: `merging`, `transcoding` with `progress`, `failed` with `reason`,
 * `success` with `vodId` (a recording) or `resourceId` (a personal resource; for an attachment,
 * the course resource). The uploadFile
 * machine maps them onto upload.jobTranscoding, upload.jobFailed and upload.jobDone.
 */
export const uploadEventSchema = z.object({
  uploadId: z.string(),
  identifier: z.string(),
  status: z.enum(UPLOAD_STATES),
  progress: z.number().int().nullable(),
  reason: z.string().nullable(),
  vodId: z.string().nullable(),
  resourceId: z.string().nullable(),
});
export type UploadEvent = z.infer<typeof uploadEventSchema>;

/** The pre-test (SPEC §3 "Upload response"): a chunk counts as stored when skipUpload or listed. */
export const chunkTestSchema = z.object({
  skipUpload: z.boolean(),
  uploaded: z.array(z.number().int()),
  upload: uploadFileSchema.nullable(),
});
export type ChunkTest = z.infer<typeof chunkTestSchema>;

export const chunkStoredSchema = z.object({
  chunkNumber: z.number().int(),
  /** How many chunks of the file the server holds (all of them once merged). */
  uploadedChunks: z.number().int(),
  upload: uploadFileSchema,
});
export type ChunkStored = z.infer<typeof chunkStoredSchema>;

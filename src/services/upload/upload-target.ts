/**
 * Where an uploaded file goes, sent as the chunk calls' extra query (SPEC §7, docs/uploads.md):
 * a recording of one lesson of a class, a personal resource of the uploader, or a resource
 * (attachment) of a class.
 */
export type UploadTargetParams =
  { target: 'recording'; teclId: string; courId: string } | { target: 'resource' } | { target: 'attachment'; teclId: string };

/** The query fields of a target, nothing else (a stored or passed object may carry more). */
export function targetQuery(params: UploadTargetParams): Record<string, string> {
  switch (params.target) {
    case 'recording':
      return { target: 'recording', teclId: params.teclId, courId: params.courId };
    case 'attachment':
      return { target: 'attachment', teclId: params.teclId };
    case 'resource':
      return { target: 'resource' };
  }
}

/** One text per target: the same file sent to two targets is two uploads (SPEC §9 "duplicate uploads allowed"). */
export const targetKey = (params: UploadTargetParams): string => Object.values(targetQuery(params)).join(':');

import { randomUUID } from 'node:crypto';
import type { ReceivedPicture } from '../editor/picture-intake';
import { ApiError } from '../errors';
import { mediaKey, type MediaStore } from '../storage';

/**
 * Logos, icons and default covers an administrator uploads (docs/admin.md "School look"). The
 * editor's pictures (POST /v1/editor/upload) are private to their owner, so a logo cannot be one
 * of them: these go under the tenant's public branding keys, branding/<tenant>/ in the media store,
 * which /media/ serves to every visitor (the login page shows the logos before sign-in;
 * server/http/public-media.ts). A fresh name per upload: a page that cached the old logo never
 * shows a stale picture under a reused address. Only PNG, JPEG, GIF and WebP, told by their bytes
 * (no SVG: a picture uploaded here never runs script).
 */
export async function keepBrandingPicture(media: MediaStore, tenantId: string, picture: ReceivedPicture): Promise<{ url: string }> {
  if (!/^[A-Za-z0-9_-]+$/.test(tenantId)) throw new ApiError('internal', 'tenant id cannot name a folder');
  const key = mediaKey('branding', tenantId, `upload-${randomUUID()}.${picture.type.extension}`);
  await media.putFile(key, picture.tempPath);
  return { url: `/media/${key}` };
}

export const noPicture = () => new ApiError('badRequest', 'file: one picture is required');

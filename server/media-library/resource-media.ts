import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { RESOURCE_STATUS } from '../db/schema';
import { ApiError } from '../errors';
import { resourceOf } from './caller';
import { resourceFile, resourceFolder } from './resource-paths';

/**
 * The file a request under /v1/media/resources/<id>/stream/ names: a file of a ready resource of
 * the caller (an administrator: of their tenant), inside its folder, of a kind it may hand out;
 * anything else is a 404 (a student's request a 403).
 */
export async function resourceMediaFile(db: Db, claims: AccessClaims, id: string, requested: string): Promise<string> {
  const resource = await resourceOf(db, claims, id);
  const folder = resource.status === RESOURCE_STATUS.ready ? resourceFolder(resource) : null;
  const file = folder === null ? null : resourceFile(folder, requested);
  if (file === null) throw new ApiError('notFound', 'no such file of this resource');
  return file;
}

import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { grantedSigns } from './resource-tree';

/**
 * The server's gate for an area a menu sign opens (SPEC §6): 403 with `refusal` unless the
 * caller's roles grant `sign`, checked before any id is looked at, so the UI hiding an entry is
 * never the only guard.
 */
export async function assertGranted(db: Db, claims: AccessClaims, sign: string, refusal: string): Promise<void> {
  if (!(await grantedSigns(db, claims.tid, claims.sub)).has(sign)) throw new ApiError('forbidden', refusal);
}

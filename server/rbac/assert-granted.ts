import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { grantedSigns } from './resource-tree';

/**
 * The server's gate for an area a menu sign opens (SPEC §6): 403 with `refusal` unless the
 * caller's roles grant `sign` (or, given several, any of them), checked before any id is looked
 * at, so the UI hiding an entry is never the only guard.
 */
export async function assertGranted(db: Db, claims: AccessClaims, sign: string | readonly string[], refusal: string): Promise<void> {
  const granted = await grantedSigns(db, claims.tid, claims.sub);
  const wanted = typeof sign === 'string' ? [sign] : sign;
  if (!wanted.some((one) => granted.has(one))) throw new ApiError('forbidden', refusal);
}

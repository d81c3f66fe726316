import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { grantedSigns } from '../rbac/resource-tree';

/** The inbox is for users holding the messages sign (p2-individual-center-message), as the page is. */
export async function assertMayReadMessages(db: Db, claims: AccessClaims): Promise<void> {
  if (!(await grantedSigns(db, claims.tid, claims.sub)).has(SIGN.message))
    throw new ApiError('forbidden', 'no permission to read messages');
}

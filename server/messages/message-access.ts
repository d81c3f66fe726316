import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { assertGranted } from '../rbac/assert-granted';

/** The inbox is for users holding the messages sign (p2-individual-center-message), as the page is. */
export async function assertMayReadMessages(db: Db, claims: AccessClaims): Promise<void> {
  await assertGranted(db, claims, SIGN.message, 'no permission to read messages');
}

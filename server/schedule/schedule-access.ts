import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { grantedSigns } from '../rbac/resource-tree';

/** The timetable is for users holding its sign, in the personal center or the top menu (SPEC §6): 403 for the others. */
export async function assertMayReadTimetable(db: Db, claims: AccessClaims): Promise<void> {
  const signs = await grantedSigns(db, claims.tid, claims.sub);
  if (!signs.has(SIGN.schedule) && !signs.has(SIGN.classSchedule)) throw new ApiError('forbidden', 'no permission to read a timetable');
}

import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import { VOD_STATUS, teachingClasses, vods } from '../db/schema';
import { isAdministrator } from './roles';

/**
 * Which recordings a caller sees (docs/admin.md "Publishing or hiding a recording"). A hidden
 * recording (`vods.hidden`) is seen only by those who may manage its class (its teacher, the
 * tenant's administrators), on the class's own pages and in the player; the catalogue (search,
 * the lists, the landing counters) and the personal lists show published ones only, to everyone,
 * so a hidden recording never shows among what students are offered. Both conditions are on
 * `vods` and add to the tenant and class checks a query already makes.
 */

/** Ready and published: what every list and search offers. */
export const publishedReady = (): SQL => and(eq(vods.status, VOD_STATUS.ready), eq(vods.hidden, false))!;

/** Ready, and published unless the caller may manage its class (its teacher, an administrator). */
export function readySeenBy(claims: AccessClaims): SQL {
  if (isAdministrator(claims)) return eq(vods.status, VOD_STATUS.ready);
  const teaches = sql`exists (select 1 from ${teachingClasses} where ${teachingClasses.id} = ${vods.teclId} and ${teachingClasses.teacherId} = ${claims.sub})`;
  return and(eq(vods.status, VOD_STATUS.ready), or(eq(vods.hidden, false), teaches))!;
}

import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { resources, roleResources, userRoles } from '../db/schema';
import { ApiError } from '../errors';

/**
 * The permission signs of the resource tree (SPEC §6): a user's roles grant resources, each with
 * a sign; the menu shows an entry for a sign held, and the server opens the matching area only to
 * holders, so the UI hiding an entry is never the only guard. The sign of an area is checked
 * before any id is looked at (403 with the area's refusal).
 */

/** Every sign the user holds in their tenant: the permission list (/v1/access, AUTH_ME_LIST's signs) and the gates below. */
export async function grantedSigns(db: Db, tenantId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ sign: resources.sign })
    .from(userRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, userRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(userRoles.userId, userId), eq(resources.tenantId, tenantId)));
  return new Set(rows.map((row) => row.sign));
}

/** The caller holds `sign`, as a condition for SQL (lists that apply a sign per row). */
export const holdsSign = (claims: AccessClaims, sign: string): SQL =>
  exists(sql`(select 1 from ${userRoles}
    join ${roleResources} on ${roleResources.roleId} = ${userRoles.roleId}
    join ${resources} on ${resources.id} = ${roleResources.resourceId}
    where ${userRoles.userId} = ${claims.sub} and ${resources.tenantId} = ${claims.tid} and ${resources.sign} = ${sign})`);

/**
 * The areas a sign opens: any one of `signs` lets the caller in. A new area adds its row here and
 * calls assertMayEnter from its `server/http/<area>/index.ts` hook.
 */
export const AREA_SIGNS = {
  /** Course management, /admin/home (p2-individual-center-admin: teachers and administrators; docs/admin.md). */
  courseManagement: { signs: [SIGN.admin], refusal: 'no permission to manage courses' },
  /** The data board (the demo grants it to administrators; docs/admin.md "Data board (server)"). */
  dataBoard: { signs: [SIGN.dataBoard], refusal: 'no permission to read the data board' },
  /**
   * The reports: the report center's sign, and course management's, whose class page shows a
   * class's viewing figures from the same calls (docs/admin.md "Reports (server)").
   */
  reports: { signs: [SIGN.reportCenter, SIGN.admin], refusal: 'no permission to read the reports' },
  /** The inbox (p2-individual-center-message), as its page is. */
  messages: { signs: [SIGN.message], refusal: 'no permission to read messages' },
  /** The timetable, in the personal center or the top menu. */
  timetable: { signs: [SIGN.schedule, SIGN.classSchedule], refusal: 'no permission to read a timetable' },
  /** Notes (p2-individual-center-notes; docs/notes.md). */
  notes: { signs: [SIGN.notes], refusal: 'no permission to keep notes' },
} as const satisfies Record<string, { signs: readonly string[]; refusal: string }>;

export type SignedArea = keyof typeof AREA_SIGNS;

/** 403 with the area's refusal unless the caller holds one of its signs. */
export async function assertMayEnter(db: Db, claims: AccessClaims, area: SignedArea): Promise<void> {
  const { signs, refusal } = AREA_SIGNS[area];
  const granted = await grantedSigns(db, claims.tid, claims.sub);
  if (!signs.some((sign) => granted.has(sign))) throw new ApiError('forbidden', refusal);
}

import { sql, type SQL } from 'drizzle-orm';
import { SIGN } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { isAdministrator } from '../media-library/caller';
import { assertGranted } from '../rbac/assert-granted';

/**
 * Who reads the data board (docs/admin.md "Data board (server)"): holders of its sign
 * (p2-individual-center-data-board; the demo grants it to administrators), 403 for the others,
 * as assertMayManageCourses guards course management. An administrator reads their tenant's
 * figures; anyone else holding the sign (a teacher it was granted to) reads their own classes'.
 */
export async function assertMayReadDataBoard(db: Db, claims: AccessClaims): Promise<void> {
  await assertGranted(db, claims, SIGN.dataBoard, 'no permission to read the data board');
}

/** The classes a caller's figures cover: the tenant's, or only their own for a non-administrator. */
export type ClassScope = { tenantId: string; teacherId: string | null };

export const classScopeOf = (claims: AccessClaims): ClassScope => ({
  tenantId: claims.tid,
  teacherId: isAdministrator(claims) ? null : claims.sub,
});

/** A condition on a `teaching_classes` alias `tc` keeping the scope's classes. */
export const inScope = (scope: ClassScope): SQL =>
  scope.teacherId === null ? sql`tc.tenant_id = ${scope.tenantId}` : sql`tc.tenant_id = ${scope.tenantId} and tc.teacher_id = ${scope.teacherId}`;

import { and, eq } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { personalResources } from '../db/schema';
import { ApiError } from '../errors';

/**
 * Who reaches the media library (docs/uploads.md "Personal resources"): teachers and
 * administrators, on every call; anyone else gets 403. A resource is its owner's, or, for an
 * administrator, any of their tenant's; every other id (another teacher's, another tenant's)
 * does not exist for the caller (404), so ids leak nothing.
 */
export type ResourceRow = typeof personalResources.$inferSelect;

export const isAdministrator = (claims: AccessClaims) => claims.rol === ROLE.administrator;

export function assertMediaCaller(claims: AccessClaims): void {
  if (claims.rol !== ROLE.teacher && !isAdministrator(claims))
    throw new ApiError('forbidden', 'only teachers and administrators have a media library');
}

/** The resource `id` as the caller may manage it, or 404. */
export async function resourceOf(db: Db, claims: AccessClaims, id: string): Promise<ResourceRow> {
  assertMediaCaller(claims);
  const [row] = await db
    .select()
    .from(personalResources)
    .where(and(eq(personalResources.id, id), eq(personalResources.tenantId, claims.tid)));
  if (!row || (row.userId !== claims.sub && !isAdministrator(claims))) throw new ApiError('notFound', `no resource ${id}`);
  return row;
}

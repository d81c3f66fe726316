import { and, eq } from 'drizzle-orm';
import { assertMediaCaller, isSelfOrAdministrator } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { personalResources } from '../db/schema';
import { ApiError } from '../errors';

/**
 * A personal resource as the caller may manage it (docs/uploads.md "Personal resources", the rule
 * of server/access/roles.ts): its owner's, or, for an administrator, any of their tenant's; every
 * other id (another teacher's, another tenant's) does not exist for the caller (404), so ids leak
 * nothing.
 */
export type ResourceRow = typeof personalResources.$inferSelect;

/** The resource `id` as the caller may manage it, or 404. */
export async function resourceOf(db: Db, claims: AccessClaims, id: string): Promise<ResourceRow> {
  assertMediaCaller(claims);
  const [row] = await db
    .select()
    .from(personalResources)
    .where(and(eq(personalResources.id, id), eq(personalResources.tenantId, claims.tid)));
  if (!row || !isSelfOrAdministrator(claims, row.userId)) throw new ApiError('notFound', `no resource ${id}`);
  return row;
}

import { and, asc, eq, ne } from 'drizzle-orm';
import type { LtiPlatform, LtiPlatformBody } from '../../src/schemas/lti';
import { assertMayManageLti } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ltiPlatforms, tenants } from '../db/schema';
import { ApiError, refused } from '../errors';

/**
 * The LTI platforms a tenant's administrators registered (docs/lti.md, docs/api.md "LTI
 * platforms"). Every query is bound to the caller's tenant, so another tenant's platform is a 404
 * and its issuer and client id are never compared with (two tenants may register the same
 * platform). Issuer and client id are unique in a tenant: the check and the write run in one
 * transaction holding the tenant's row, so two administrators saving at once cannot both pass
 * it, and the unique index stands behind it.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PlatformRow = typeof ltiPlatforms.$inferSelect;

const wireOf = (row: PlatformRow): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  deploymentIds: row.deploymentIds,
  keySetUrl: row.keySetUrl,
  authUrl: row.authUrl,
  tokenUrl: row.tokenUrl,
  tokenAudience: row.tokenAudience ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a body sets; an empty audience is none (the token endpoint is used). */
const columnsOf = (body: LtiPlatformBody) => ({
  name: body.name,
  issuer: body.issuer,
  clientId: body.clientId,
  deploymentIds: body.deploymentIds,
  keySetUrl: body.keySetUrl,
  authUrl: body.authUrl,
  tokenUrl: body.tokenUrl,
  tokenAudience: body.tokenAudience === '' ? null : body.tokenAudience,
});

const noPlatform = (id: string) => new ApiError('notFound', `no LTI platform ${id}`);

/** The tenant's row, held until the transaction ends: platform writes of one tenant take turns. */
const holdTenant = (tx: Tx, tenantId: string) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');

async function assertUnique(tx: Tx, tenantId: string, body: LtiPlatformBody, exceptId: string | null): Promise<void> {
  const [same] = await tx
    .select({ id: ltiPlatforms.id })
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.tenantId, tenantId),
        eq(ltiPlatforms.issuer, body.issuer),
        eq(ltiPlatforms.clientId, body.clientId),
        exceptId === null ? undefined : ne(ltiPlatforms.id, exceptId),
      ),
    )
    .limit(1);
  if (same)
    throw refused(
      'conflict',
      'ltiPlatformTaken',
      {},
      'body.clientId: a platform with this issuer and client id is already registered',
      'clientId',
    );
}

export async function ltiPlatformsOf(db: Db, claims: AccessClaims): Promise<LtiPlatform[]> {
  assertMayManageLti(claims);
  const rows = await db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.tenantId, claims.tid))
    .orderBy(asc(ltiPlatforms.name), asc(ltiPlatforms.createdAt));
  return rows.map(wireOf);
}

export async function createLtiPlatform(db: Db, claims: AccessClaims, body: LtiPlatformBody, now: Date): Promise<LtiPlatform> {
  assertMayManageLti(claims);
  return db.transaction(async (tx) => {
    await holdTenant(tx, claims.tid);
    await assertUnique(tx, claims.tid, body, null);
    const [row] = await tx
      .insert(ltiPlatforms)
      .values({ tenantId: claims.tid, ...columnsOf(body), createdAt: now, updatedAt: now })
      .returning();
    return wireOf(row!);
  });
}

/** The whole registration replaced by `body`; 404 for none or another tenant's. */
export async function updateLtiPlatform(db: Db, claims: AccessClaims, id: string, body: LtiPlatformBody, now: Date): Promise<LtiPlatform> {
  assertMayManageLti(claims);
  return db.transaction(async (tx) => {
    await holdTenant(tx, claims.tid);
    const mine = and(eq(ltiPlatforms.id, id), eq(ltiPlatforms.tenantId, claims.tid));
    const [found] = await tx.select({ id: ltiPlatforms.id }).from(ltiPlatforms).where(mine);
    if (!found) throw noPlatform(id);
    await assertUnique(tx, claims.tid, body, id);
    const [row] = await tx
      .update(ltiPlatforms)
      .set({ ...columnsOf(body), updatedAt: now })
      .where(mine)
      .returning();
    return wireOf(row!);
  });
}

/** Launches from it stop being accepted once there are any (docs/lti.md); 404 for none or another tenant's. */
export async function deleteLtiPlatform(db: Db, claims: AccessClaims, id: string): Promise<{ removed: string }> {
  assertMayManageLti(claims);
  const removed = await db
    .delete(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, id), eq(ltiPlatforms.tenantId, claims.tid)))
    .returning({ id: ltiPlatforms.id });
  if (removed.length === 0) throw noPlatform(id);
  return { removed: id };
}

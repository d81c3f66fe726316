import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiLoginStates } from '../db/schema';
import { LTI_PRUNE_AFTER_MS, LTI_STATE_TTL_MS } from './launch-policy';
import { LaunchRefused } from './launch-refusal';
import { hashOpaqueValue, newOpaqueValue } from './opaque-values';

/**
 * The state and nonce of an OIDC login, bound on the server (docs/lti.md "No cookie in the
 * frame"): the launch runs inside the LMS's frame, where a cookie Lectern set would be a
 * third-party cookie, blocked in Safari and Chrome's private windows. The state names the row;
 * the row names the tenant, the platform, the nonce and the deployment the login announced. A
 * state is spent by the launch that presents it, in the statement that reads it, so of two
 * launches with one state only one goes on.
 */
export type LoginStateOwner = { tenantId: string; platformId: string; deploymentId: string | null };
export type SpentState = LoginStateOwner & { nonce: string };

export async function issueLoginState(db: Db, owner: LoginStateOwner, now: Date): Promise<{ state: string; nonce: string }> {
  const state = newOpaqueValue();
  const nonce = newOpaqueValue();
  // Old rows go as new ones come: the index on expires_at makes this cheap when there are none.
  await db.delete(ltiLoginStates).where(lt(ltiLoginStates.expiresAt, new Date(now.getTime() - LTI_PRUNE_AFTER_MS)));
  await db.insert(ltiLoginStates).values({
    stateHash: hashOpaqueValue(state),
    ...owner,
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LTI_STATE_TTL_MS),
  });
  return { state, nonce };
}

/** The state's login, spent now; refused when unknown, already spent, another tenant's or expired. */
export async function spendLoginState(db: Db, tenantId: string, state: string, now: Date): Promise<SpentState> {
  const [row] = await db
    .update(ltiLoginStates)
    .set({ usedAt: now })
    .where(and(eq(ltiLoginStates.stateHash, hashOpaqueValue(state)), eq(ltiLoginStates.tenantId, tenantId), isNull(ltiLoginStates.usedAt)))
    .returning();
  if (!row) throw new LaunchRefused('state', 'the state is unknown, already used, or of another tenant');
  if (row.expiresAt.getTime() <= now.getTime()) throw new LaunchRefused('stateExpired', 'the state has expired');
  return { tenantId: row.tenantId, platformId: row.platformId, deploymentId: row.deploymentId, nonce: row.nonce };
}

import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LtiLanding } from '../../src/schemas/lti-launch';
import type { Db } from '../db/client';
import { ltiLaunches } from '../db/schema';
import { LTI_LAUNCH_CODE_TTL_MS, LTI_LAUNCH_KEPT_MS, LTI_PRUNE_AFTER_MS } from './launch-policy';
import { hashOpaqueValue, newOpaqueValue } from './opaque-values';

/**
 * A launch that succeeded, handed to the SPA without a cookie (docs/lti.md "Landing signed in"):
 * a code the SPA finds in its address's fragment and exchanges once, within 60 s, for a session of
 * its own (POST /v1/lti/session), as a password sign-in gives one. The session is opened by the
 * exchange, not the launch, so a code nobody exchanges leaves no session behind. The launch's id,
 * in the page's address, tells the server who may frame that page.
 */
export type LaunchRecord = { tenantId: string; userId: string; landing: LtiLanding; frameOrigins: string[] };

/** `id` when the caller must name the launch in its landing beforehand (a deep-linking selection). */
export async function recordLaunch(db: Db, launch: LaunchRecord & { id?: string }, now: Date): Promise<{ id: string; code: string }> {
  const code = newOpaqueValue();
  await db.delete(ltiLaunches).where(lt(ltiLaunches.createdAt, new Date(now.getTime() - LTI_PRUNE_AFTER_MS)));
  const [row] = await db
    .insert(ltiLaunches)
    .values({ ...launch, codeHash: hashOpaqueValue(code), createdAt: now, codeExpiresAt: new Date(now.getTime() + LTI_LAUNCH_CODE_TTL_MS) })
    .returning({ id: ltiLaunches.id });
  return { id: row!.id, code };
}

/** The launch of a code, spent now; null when the code is unknown, spent or expired. */
export async function spendLaunchCode(db: Db, code: string, now: Date): Promise<LaunchRecord | null> {
  const [row] = await db
    .update(ltiLaunches)
    .set({ codeUsedAt: now })
    .where(and(eq(ltiLaunches.codeHash, hashOpaqueValue(code)), isNull(ltiLaunches.codeUsedAt), gt(ltiLaunches.codeExpiresAt, now)))
    .returning();
  return row ? { tenantId: row.tenantId, userId: row.userId, landing: row.landing, frameOrigins: row.frameOrigins } : null;
}

/** Who may frame a launch's page: its origins while the launch is kept, null for an unknown, old or other tenant's launch. */
export async function launchFrameOrigins(db: Db, tenantId: string, launchId: string, now: Date): Promise<string[] | null> {
  const [row] = await db
    .select({ frameOrigins: ltiLaunches.frameOrigins })
    .from(ltiLaunches)
    .where(
      and(
        eq(ltiLaunches.id, launchId),
        eq(ltiLaunches.tenantId, tenantId),
        gt(ltiLaunches.createdAt, new Date(now.getTime() - LTI_LAUNCH_KEPT_MS)),
      ),
    );
  return row?.frameOrigins ?? null;
}

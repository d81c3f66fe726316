import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiRegistrationInvites } from '../db/schema/lti-registration';
import { hashOpaqueValue, newOpaqueValue } from './opaque-values';
import { RegistrationRefused } from './registration-refusal';

/**
 * The single-use registration addresses (docs/lti.md "Registering by one address"). A
 * registration claims its address before it calls the platform, so two platforms opening one
 * address at once do not both register; a registration that fails gives the claim back, and the
 * administrator's address may be tried again until it expires.
 */
export const LTI_REGISTRATION_TTL_MS = 24 * 3_600_000;

export async function issueRegistrationInvite(
  db: Db,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueValue();
  const expiresAt = new Date(now.getTime() + LTI_REGISTRATION_TTL_MS);
  await db
    .insert(ltiRegistrationInvites)
    .values({ tenantId, tokenHash: hashOpaqueValue(token), createdBy: userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Claims the address for one registration; refused when unknown, another tenant's, used or expired. */
export async function claimRegistrationInvite(db: Db, tenantId: string, token: string, now: Date): Promise<string> {
  const [claimed] = await db
    .update(ltiRegistrationInvites)
    .set({ usedAt: now })
    .where(
      and(
        eq(ltiRegistrationInvites.tokenHash, hashOpaqueValue(token)),
        eq(ltiRegistrationInvites.tenantId, tenantId),
        isNull(ltiRegistrationInvites.usedAt),
        gt(ltiRegistrationInvites.expiresAt, now),
      ),
    )
    .returning({ id: ltiRegistrationInvites.id });
  if (!claimed) throw new RegistrationRefused('invite', 'the registration address is unknown, used, expired or of another tenant');
  return claimed.id;
}

/** A failed registration gives its claim back. */
export const releaseRegistrationInvite = (db: Db, inviteId: string) =>
  db.update(ltiRegistrationInvites).set({ usedAt: null }).where(eq(ltiRegistrationInvites.id, inviteId));

/** A registration that succeeded names its platform. */
export const completeRegistrationInvite = (db: Db, inviteId: string, platformId: string) =>
  db.update(ltiRegistrationInvites).set({ platformId }).where(eq(ltiRegistrationInvites.id, inviteId));

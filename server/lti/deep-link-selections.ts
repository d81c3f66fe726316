import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AccessClaims } from '../auth/token-signer';
import { assertOwnDeepLink } from '../access';
import type { Db } from '../db/client';
import { ltiLaunches } from '../db/schema';
import { ApiError } from '../errors';
import type { DeepLinkingSettings } from './deep-linking-settings';
import { LTI_LAUNCH_KEPT_MS } from './launch-policy';

/**
 * A deep-linking launch's selection (docs/lti.md "Deep linking"), kept in its lti_launches row's
 * landing beside the page the SPA is sent to: the platform's request (where the answer goes, what
 * it accepts, its `data`), the registration and deployment to answer for, and the launch address
 * the chosen links open. Only the server reads it: the browser never sends any of it back, so a
 * page cannot change where the answer goes. A selection is answered once (`answeredAt`, set by
 * the statement that reads it), and only within the hours its launch is kept.
 */
export type DeepLinkRequest = DeepLinkingSettings & { platformId: string; deploymentId: string; launchUrl: string };
export type DeepLinkLanding = { page: 'deepLink'; launchId: string; request: DeepLinkRequest; answeredAt?: string };

const storedSchema = z.object({
  page: z.literal('deepLink'),
  launchId: z.string(),
  answeredAt: z.string().optional(),
  request: z.object({
    platformId: z.string(),
    deploymentId: z.string(),
    launchUrl: z.string(),
    returnUrl: z.string(),
    acceptTypes: z.array(z.string()).nullable(),
    targets: z.array(z.string()),
    multiple: z.boolean(),
    data: z.string().nullable(),
    title: z.string().nullable(),
    text: z.string().nullable(),
  }),
});

export const deepLinkLanding = (launchId: string, request: DeepLinkRequest): DeepLinkLanding => ({ page: 'deepLink', launchId, request });

const keptSince = (now: Date) => new Date(now.getTime() - LTI_LAUNCH_KEPT_MS);

/** The caller's unanswered selection `launchId`; ltiDeepLinkEnded when there is none for them. */
export async function openSelection(db: Db, claims: AccessClaims, launchId: string, now: Date): Promise<DeepLinkRequest> {
  const [row] = await db
    .select({ tenantId: ltiLaunches.tenantId, userId: ltiLaunches.userId, landing: ltiLaunches.landing })
    .from(ltiLaunches)
    .where(and(eq(ltiLaunches.id, launchId), eq(ltiLaunches.tenantId, claims.tid), gt(ltiLaunches.createdAt, keptSince(now))));
  const stored = storedSchema.safeParse(row?.landing);
  if (!row || !stored.success || stored.data.answeredAt !== undefined) throw new ApiError('ltiDeepLinkEnded');
  assertOwnDeepLink(claims, row);
  return stored.data.request;
}

/**
 * Marks the caller's selection answered, in the one statement that checks it was not: of two
 * answers at once, one finds it open. ltiDeepLinkEnded for the other, or for a selection gone.
 */
export async function answerSelection(db: Db, claims: AccessClaims, launchId: string, now: Date): Promise<void> {
  const answered = await db
    .update(ltiLaunches)
    .set({ landing: sql`${ltiLaunches.landing} || jsonb_build_object('answeredAt', ${now.toISOString()}::text)` })
    .where(
      and(
        eq(ltiLaunches.id, launchId),
        eq(ltiLaunches.tenantId, claims.tid),
        eq(ltiLaunches.userId, claims.sub),
        gt(ltiLaunches.createdAt, keptSince(now)),
        sql`${ltiLaunches.landing}->>'page' = 'deepLink'`,
        sql`${ltiLaunches.landing}->>'answeredAt' is null`,
      ),
    )
    .returning({ id: ltiLaunches.id });
  if (answered.length === 0) throw new ApiError('ltiDeepLinkEnded');
}

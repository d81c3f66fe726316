import { and, eq } from 'drizzle-orm';
import type { LtiDeepLinkAnswer, LtiDeepLinkAnswerBody, LtiPickedKind, LtiPickerChoices } from '../../src/schemas/lti-deep-link';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import { ApiError } from '../errors';
import { linkableChoices, linkableTitles } from './deep-link-choices';
import { contentItemOf, itemsProblem, offerOf } from './deep-link-content-items';
import { answerSelection, openSelection } from './deep-link-selections';
import { signDeepLinkingResponse } from './deep-linking-response';

/**
 * The picker's two calls (docs/lti.md "Deep linking"), for the user its deep-linking launch signed
 * in: what they may choose (with what the platform accepts), and their answer, checked against the
 * platform's request kept on the server and against what they may link, then signed once. The
 * answer goes to the return address of that request, never one the browser names.
 */
export async function pickerChoices(
  db: Db,
  claims: AccessClaims,
  launchId: string,
  query: string | undefined,
  now: Date,
): Promise<LtiPickerChoices> {
  const request = await openSelection(db, claims, launchId, now);
  return { offer: offerOf(request), ...(await linkableChoices(db, claims, query)) };
}

export async function answerDeepLink(
  db: Db,
  claims: AccessClaims,
  launchId: string,
  body: LtiDeepLinkAnswerBody,
  now: Date,
): Promise<LtiDeepLinkAnswer> {
  const request = await openSelection(db, claims, launchId, now);
  const problem = itemsProblem(body.items, request);
  if (problem !== null) throw new ApiError('badRequest', problem);
  const ids: Record<LtiPickedKind, string[]> = { class: [], vod: [], clip: [] };
  for (const item of body.items) ids[item.kind].push(item.id);
  const titles = await linkableTitles(db, claims, ids);
  const items = body.items.map((item) => {
    const title = titles.get(`${item.kind}:${item.id}`);
    if (title === undefined) throw new ApiError('notFound', 'an item chosen is not one you may link');
    return contentItemOf(item, title, request.launchUrl);
  });
  const [platform] = await db
    .select({ clientId: ltiPlatforms.clientId, issuer: ltiPlatforms.issuer })
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, request.platformId), eq(ltiPlatforms.tenantId, claims.tid)));
  if (!platform) throw new ApiError('ltiDeepLinkEnded', 'the platform of this selection is no longer registered');
  await answerSelection(db, claims, launchId, now);
  const message = body.items.length === 0 ? (body.message ?? null) : null;
  const jwt = await signDeepLinkingResponse(
    db,
    { ...platform, deploymentId: request.deploymentId, data: request.data, items, message },
    now,
  );
  return { returnUrl: request.returnUrl, jwt };
}

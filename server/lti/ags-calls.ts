import { z } from 'zod';
import { GRADE_ITEM_TAG, SCORE_MAXIMUM } from '../../src/schemas/lti-grades';
import { platformAnswer, platformJson } from './platform-json';
import type { ScoreBody } from './score-values';

/**
 * The calls Lectern makes to a platform's Assignment and Grade Services 2.0 (AGS §3.2 line items,
 * §3.4 scores), each with a bearer token of the service's scope (./service-token.ts). Failures are
 * PlatformCallFailed (./platform-json.ts), with the platform's status when it answered, so the
 * caller tells a refusal (4xx: said once) from an outage (5xx, no answer: tried again).
 */
const LINE_ITEM_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';
const LINE_ITEMS_TYPE = 'application/vnd.ims.lis.v2.lineitemcontainer+json';
const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';

const lineItemSchema = z.object({
  id: z.string().min(1).max(2048),
  resourceId: z.string().optional(),
  tag: z.string().optional(),
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The address with `/scores` added to its path (AGS §3.4.2: before any query the line item's address has). */
export function scoresUrlOf(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

/**
 * The line item Lectern made for `resourceId` in an earlier attempt, if any (AGS §3.2.5 filters by
 * `resource_id` and `tag`; a platform that ignores them lists all, so the list is checked too).
 */
export async function findLineItem(lineItemsUrl: string, token: string, resourceId: string): Promise<string | null> {
  const url = new URL(lineItemsUrl);
  url.searchParams.set('resource_id', resourceId);
  url.searchParams.set('tag', GRADE_ITEM_TAG);
  const items = await platformJson(
    url.toString(),
    { method: 'GET', headers: { ...bearer(token), accept: LINE_ITEMS_TYPE } },
    z.array(lineItemSchema).max(1000),
  );
  return items.find((item) => item.resourceId === resourceId && item.tag === GRADE_ITEM_TAG)?.id ?? null;
}

/** Makes the line item (AGS §3.2.7) and answers its address. */
export async function createLineItem(lineItemsUrl: string, token: string, item: { label: string; resourceId: string }): Promise<string> {
  const made = await platformJson(
    lineItemsUrl,
    {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': LINE_ITEM_TYPE, accept: LINE_ITEM_TYPE },
      body: JSON.stringify({ scoreMaximum: SCORE_MAXIMUM, label: item.label, resourceId: item.resourceId, tag: GRADE_ITEM_TAG }),
    },
    lineItemSchema,
  );
  return made.id;
}

/** Posts one score (AGS §3.4); the platform's answer has no body worth reading. */
export async function postScore(lineItemUrl: string, token: string, score: ScoreBody): Promise<void> {
  await platformAnswer(scoresUrlOf(lineItemUrl), {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': SCORE_TYPE },
    body: JSON.stringify(score),
  });
}

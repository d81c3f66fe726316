import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformSimulator } from './lti-platform';
import { AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE, type PlatformServices } from './lti-platform-services';

/**
 * The platform's Assignment and Grade Services 2.0, served beside the simulator (./lti-platform.ts)
 * and its token endpoint (./lti-platform-services.ts): a course's line items container (GET lists,
 * filtered by `resource_id` and `tag` as AGS §3.2.5 lets a tool ask; POST makes one) and each line
 * item's scores endpoint, recording every score posted. Each checks the bearer token's scope, as a
 * platform does, and the scores endpoint can be told to answer 503 a number of times, as a
 * gradebook down for maintenance does.
 */
export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const LINE_ITEM_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';
const LINE_ITEMS_TYPE = 'application/vnd.ims.lis.v2.lineitemcontainer+json';
export const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';

export type LineItem = { id: string; label: string; scoreMaximum: number; resourceId?: string; tag?: string };
export type PostedScore = { lineItem: string; contentType: string | null; body: Record<string, unknown> };

export type PlatformGrades = {
  /** What a launch from `contextId` carries (pass it among the signed token's extra claims); `scope` the scopes granted. */
  claimFor: (contextId: string, scope?: string[]) => Record<string, unknown>;
  lineItemsUrl: (contextId: string) => string;
  /** Every line item made, by course. */
  lineItems: Map<string, LineItem[]>;
  /** Every POST to the line items containers, including refused ones. */
  lineItemPosts: number;
  /** Every score accepted, in order. */
  scores: PostedScore[];
  /** Score posts answered 503 before they are accepted again; each 503 counts down one. */
  scoresDown: number;
  /** Score posts refused with 503. */
  scoresRefused: number;
};

type Request = IncomingMessage;
const json = (response: ServerResponse, status: number, body: unknown, type = 'application/json') =>
  response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));

/** Serves the grades of the simulator's courses; `services` holds the token endpoint whose tokens are checked. */
export function servePlatformGrades(platform: PlatformSimulator, services: PlatformServices): PlatformGrades {
  const grades: PlatformGrades = {
    claimFor: (contextId, scope = [AGS_LINEITEM_SCOPE, AGS_SCORE_SCOPE]) => {
      serveCourse(contextId);
      return { [AGS_CLAIM]: { scope, lineitems: grades.lineItemsUrl(contextId) } };
    },
    lineItemsUrl: (contextId) => `${platform.origin}/ags/${encodeURIComponent(contextId)}/lineitems`,
    lineItems: new Map(),
    lineItemPosts: 0,
    scores: [],
    scoresDown: 0,
    scoresRefused: 0,
  };

  const scoresOf = (lineItem: string) => (request: Request, response: ServerResponse, body: string) => {
    if (request.method !== 'POST') return void response.writeHead(405).end();
    if (services.scopeOf(request.headers.authorization ?? null) !== AGS_SCORE_SCOPE)
      return void json(response, 401, { error: 'invalid_token' });
    if (grades.scoresDown > 0) {
      grades.scoresDown -= 1;
      grades.scoresRefused += 1;
      return void response.writeHead(503, { 'retry-after': '60' }).end('maintenance');
    }
    grades.scores.push({
      lineItem,
      contentType: request.headers['content-type'] ?? null,
      body: JSON.parse(body) as Record<string, unknown>,
    });
    response.writeHead(204).end();
  };

  const container = (contextId: string) => (request: Request, response: ServerResponse, body: string) => {
    if (services.scopeOf(request.headers.authorization ?? null) !== AGS_LINEITEM_SCOPE)
      return void json(response, 401, { error: 'invalid_token' });
    const items = grades.lineItems.get(contextId) ?? [];
    if (request.method === 'GET') {
      const query = new URL(request.url ?? '/', platform.origin).searchParams;
      const resourceId = query.get('resource_id');
      const tag = query.get('tag');
      const listed = items.filter((item) => (resourceId === null || item.resourceId === resourceId) && (tag === null || item.tag === tag));
      return void json(response, 200, listed, LINE_ITEMS_TYPE);
    }
    if (request.method !== 'POST') return void response.writeHead(405).end();
    grades.lineItemPosts += 1;
    if (request.headers['content-type'] !== LINE_ITEM_TYPE) return void json(response, 415, { error: 'unsupported media type' });
    const asked = JSON.parse(body) as Omit<LineItem, 'id'>;
    const id = `${grades.lineItemsUrl(contextId)}/${items.length + 1}`;
    const made: LineItem = { ...asked, id };
    grades.lineItems.set(contextId, [...items, made]);
    platform.serve(`${new URL(id).pathname}/scores`, scoresOf(id));
    json(response, 201, made, LINE_ITEM_TYPE);
  };

  const served = new Set<string>();
  const serveCourse = (contextId: string) => {
    const path = new URL(grades.lineItemsUrl(contextId)).pathname;
    if (served.has(path)) return;
    served.add(path);
    platform.serve(path, container(contextId));
  };
  return grades;
}

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, teachingClasses, users, vodRoads, vods } from '../../server/db/schema';
import { DEMO, call, login, sha256 } from '../support/api-client';
import {
  complaintAbout,
  inBatches,
  operationsOf,
  probesFor,
  send,
  type Examples,
  type OpenApiDocument,
  type Operation,
} from '../support/openapi-fuzz';
import { BARE_JSON_ROUTES } from '../support/bare-json';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every operation of the OpenAPI document gets malformed input (tests/support/openapi-fuzz.ts):
 * NUL and other control characters, 10,000-character text, wrong types and broken
 * percent-encoding in each query parameter, path parameter and JSON body property it declares,
 * signed in and signed out. No answer may be a 5xx, and every error is the JSON envelope, so a
 * new endpoint is held to this the day it is added. Operations that can end sessions (logout,
 * kick, password change, refresh) run last, each with a session of its own signed in before any
 * login is fuzzed; the others share one session, which must still be alive when they are done.
 */
const CONCURRENCY = 6;
/** Successes with a shape of their own (tests/support/bare-json.ts). */
const BARE_SUCCESS = BARE_JSON_ROUTES;
/**
 * Pages a person's browser opens from a learning platform's frame: their refusals are a page in the
 * user's language, not the envelope (docs/lti.md "When a launch is refused"); still never a 5xx.
 */
const HTML_PAGES = new Set([
  'GET /v1/lti/{tenantId}/login',
  'POST /v1/lti/{tenantId}/login',
  'POST /v1/lti/{tenantId}/launch',
  'POST /v1/lti/{tenantId}/deep-link',
  'GET /v1/lti/{tenantId}/app/{launchId}',
  'GET /v1/lti/{tenantId}/register/{invite}',
]);
/** Paths of operations that may end a session: fuzzed last, each in a session of its own. */
const ENDS_SESSIONS = /logout|kick|password|refresh/i;

let server: TestServer;
let operations: Operation[];
const examples: Examples = {};
let sharedSession: string;
const ownSessions = new Map<string, string>();
const key = (operation: Operation) => `${operation.method} ${operation.path}`;
const endsSessions = (operation: Operation) => ENDS_SESSIONS.test(operation.path);

beforeAll(async () => {
  server = await startTestServer();
  const document = (await call(server.url, '/docs/openapi.json')).body as unknown as OpenApiDocument;
  operations = operationsOf(document);
  const [recording] = await server.database.db
    .select({ vodId: vods.id, teclId: vods.teclId, courId: vods.courId, roadId: vodRoads.id })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .innerJoin(users, eq(users.id, teachingClasses.teacherId))
    .innerJoin(vodRoads, eq(vodRoads.vodId, vods.id))
    .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
    .orderBy(asc(vods.id))
    .limit(1);
  const teacher = await login(server.url, DEMO.teacher01);
  const link = await call(server.url, '/v1/share/create', {
    method: 'POST',
    token: teacher.jwt_token,
    json: { vodId: recording!.vodId, expiresInHours: 24 },
  });
  Object.assign(examples, {
    vodId: recording!.vodId,
    teclId: recording!.teclId,
    courseId: recording!.courId!,
    courId: recording!.courId!,
    roadId: recording!.roadId,
    token: link.body.result.token,
    refreshToken: teacher.refresh_token,
    password: sha256('not the password'),
    oldPassword: sha256('not the password'),
    newPassword: sha256('Another@12345'),
  });
  // The teacher may share, keep notes and watch their own classes: the widest reach of one account.
  sharedSession = (await login(server.url, DEMO.teacher01)).jwt_token;
  for (const operation of operations.filter(endsSessions))
    ownSessions.set(key(operation), (await login(server.url, DEMO.teacher01)).jwt_token);
});
afterAll(() => server?.close());

describe('OpenAPI fuzz', () => {
  it('covers the API: the document lists the routes with inputs', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map(key)).toEqual(
      expect.arrayContaining(['POST /v1/note', 'GET /v1/course/search', 'GET /v1/vod/stream/{roadId}/{*}']),
    );
  });

  for (const signedIn of [true, false]) {
    it(`answers malformed input with a 4xx envelope, never a 5xx (${signedIn ? 'signed in' : 'signed out'})`, async () => {
      const complaints: string[] = [];
      let sent = 0;
      const fuzz = async (operation: Operation) => {
        const probes = probesFor(operation, examples);
        const token = signedIn ? (ownSessions.get(key(operation)) ?? sharedSession) : undefined;
        await inBatches(probes, CONCURRENCY, async (probe) => {
          const complaint = complaintAbout(await send(server.url, probe, token), {
            bareSuccess: BARE_SUCCESS.has(key(operation)),
            htmlPages: HTML_PAGES.has(key(operation)),
          });
          if (complaint) complaints.push(`${key(operation)} [${probe.label}]: ${complaint}`);
        });
        sent += probes.length;
      };
      for (const operation of operations.filter((operation) => !endsSessions(operation))) await fuzz(operation);
      // Had one of them ended the shared session, the rest would have been fuzzed signed out.
      if (signedIn) expect((await call(server.url, '/authority/me', { token: sharedSession })).http, 'name it in ENDS_SESSIONS').toBe(200);
      for (const operation of operations.filter(endsSessions)) await fuzz(operation);
      expect(complaints).toEqual([]);
      expect(sent).toBeGreaterThan(3000);
      // Over 3,000 requests, one at a time through PGlite's single connection: a minute on a busy machine.
    }, 180_000);
  }
});

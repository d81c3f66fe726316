import { inspect } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiToolKeys } from '../../server/db/schema';
import { ltiKeyRotationJob } from '../../server/jobs/lti-key-rotation-job';
import { LTI_KEY_ROTATION_MS, LTI_KEY_SET_MAX_AGE_S, LTI_RETIRED_KEY_GRACE_MS } from '../../server/lti/key-rotation-policy';
import {
  ensureToolKeys,
  LTI_TOOL_KEY_SET,
  rotateToolKeys,
  rotateToolKeysIfDue,
  ToolKeyWriteError,
  toolKeysDue,
  toolSigningKey,
} from '../../server/lti/tool-keys';
import { ltiKeySetSchema, type LtiKeySet } from '../../src/schemas/lti';
import { LTI_KEY_SET_PATH } from '../../src/schemas/lti-paths';
import { call } from '../support/api-client';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Lectern's own LTI key set (docs/lti.md "Key rotation", docs/security.md "LTI keys"): public at
 * GET /v1/lti/jwks without a session, public members only, briefly cacheable; what the current
 * key signs verifies against it; a rotation keeps the previous key published for its grace and
 * publishes the next one ahead; processes starting together on an empty database make exactly one
 * current and one next key. The private keys never reach an answer or the log.
 */
let server: TestServer;
const captured = captureLog('trace');
const db = () => server.database.db;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

beforeAll(async () => {
  server = await startTestServer({ logger: captured.logger });
});
afterAll(() => server?.close());

async function keySet(): Promise<LtiKeySet> {
  // Plain JSON, not the envelope.
  const answer = (await call(server.url, LTI_KEY_SET_PATH)) as unknown as { http: number; headers: Headers; body: { keys: object[] } };
  expect(answer.http, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('cache-control')).toBe(`public, max-age=${LTI_KEY_SET_MAX_AGE_S}`);
  for (const key of answer.body.keys) for (const member of PRIVATE_MEMBERS) expect(key, `member ${member}`).not.toHaveProperty(member);
  return ltiKeySetSchema.parse(answer.body);
}

/** A JWT as the LTI work to come will sign it: RS256, the current key's kid in its header. */
async function signed(now: Date): Promise<string> {
  const { kid, key } = await toolSigningKey(db(), now);
  return new SignJWT({ 'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse' })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer('lectern-test')
    .setAudience('https://platform.example.edu')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 300)
    .sign(key);
}

const verifies = async (jwt: string, set: JSONWebKeySet, now: Date) =>
  jwtVerify(jwt, createLocalJWKSet(set), { audience: 'https://platform.example.edu', currentDate: now }).then(
    () => true,
    () => false,
  );

const statesOf = async () =>
  (await db().select({ kid: ltiToolKeys.kid, state: ltiToolKeys.state }).from(ltiToolKeys)).reduce<Record<string, string[]>>(
    (byState, row) => ({ ...byState, [row.state]: [...(byState[row.state] ?? []), row.kid] }),
    {},
  );

describe('the key set', () => {
  it('is public: a current and a next key, RS256 public keys only, each with its kid', async () => {
    const set = await keySet();
    expect(set.keys).toHaveLength(2);
    for (const key of set.keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
      // A 2048-bit modulus is 256 bytes: 342 base64url characters.
      expect(Buffer.from(key.n, 'base64url')).toHaveLength(256);
    }
    const states = await statesOf();
    expect(set.keys.map((key) => key.kid)).toEqual([...states.current!, ...states.next!]);
  });

  it('verifies what the current key signs, and a forged signature does not', async () => {
    const now = server.clock.now;
    const jwt = await signed(now);
    const set = await keySet();
    expect(decodeProtectedHeader(jwt).kid).toBe(set.keys[0]!.kid);
    expect(await verifies(jwt, set, now)).toBe(true);
    // Another payload under the same signature.
    const [header, , signature] = jwt.split('.');
    const payload = Buffer.from(JSON.stringify({ aud: 'https://platform.example.edu', admin: true })).toString('base64url');
    expect(await verifies(`${header}.${payload}.${signature}`, set, now)).toBe(false);
  });

  it('is answered on every method platforms use (GET and HEAD), with no session', async () => {
    const head = await fetch(new URL(LTI_KEY_SET_PATH, server.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toContain('public');
  });
});

describe('rotation', () => {
  it('promotes next to current, keeps the previous key published, and publishes a new next', async () => {
    const now = server.clock.now;
    const before = await keySet();
    const [oldCurrent, oldNext] = before.keys.map((key) => key.kid);
    const oldJwt = await signed(now);

    const rotation = await rotateToolKeys(db(), now);
    expect(rotation).toMatchObject({ rotated: true, current: oldNext, dropped: [] });
    expect(rotation.next).not.toBe(oldCurrent);
    expect(rotation.next).not.toBe(oldNext);

    const after = await keySet();
    expect(after.keys.map((key) => key.kid)).toEqual([oldNext, rotation.next, oldCurrent]);
    const newJwt = await signed(now);
    expect(decodeProtectedHeader(newJwt).kid).toBe(oldNext);
    expect(await verifies(newJwt, after, now)).toBe(true);
    // What the previous key signed still verifies: it is published while its grace lasts.
    expect(await verifies(oldJwt, after, now)).toBe(true);
    expect(await statesOf()).toEqual({ current: [oldNext], next: [rotation.next], retired: [oldCurrent] });
  });

  it('is due only once the current key has signed for the rotation period; the job rotates then, and a second run does nothing', async () => {
    const start = server.clock.now;
    expect(await toolKeysDue(db(), start)).toBe(false);
    expect((await rotateToolKeysIfDue(db(), start)).rotated).toBe(false);
    const env = server.app.deps.env;
    expect(await ltiKeyRotationJob.stranded(db(), env)).toEqual([]);

    const later = new Date(start.getTime() + LTI_KEY_ROTATION_MS);
    expect(await toolKeysDue(db(), later)).toBe(true);
    const { current: before } = await statesOf();
    const lines: string[] = [];
    const context = { db: db(), env, media: server.app.deps.media, clock: () => later, signal: new AbortController().signal };
    await ltiKeyRotationJob.run({ keySet: LTI_TOOL_KEY_SET }, { ...context, log: (line) => lines.push(line) });
    const { current: after } = await statesOf();
    expect(after).not.toEqual(before);
    expect(lines.join('\n')).toContain(`${after![0]} signs now`);
    // The key retired at the first rotation, 30 days before, was past its grace: it went.
    expect(lines.join('\n')).toContain('retired tool keys dropped');
    // Run twice (a job retried, two workers): nothing more happens.
    await ltiKeyRotationJob.run({ keySet: LTI_TOOL_KEY_SET }, { ...context, log: (line) => lines.push(line) });
    expect((await statesOf()).current).toEqual(after);
    expect(await toolKeysDue(db(), later)).toBe(false);
  });

  it('drops retired keys once their grace is over, and no longer publishes them', async () => {
    const { retired } = await statesOf();
    expect(retired).toHaveLength(1);
    const rows = await db().select({ retiredAt: ltiToolKeys.retiredAt }).from(ltiToolKeys).where(eq(ltiToolKeys.state, 'retired'));
    const lastRetired = Math.max(...rows.map((row) => row.retiredAt!.getTime()));
    // Just past the grace of the last one retired, long before the current key's turn ends.
    server.clock.advance((lastRetired + LTI_RETIRED_KEY_GRACE_MS - server.clock.now.getTime()) / 1000 + 1);
    const now = server.clock.now;
    // The key set stops listing them as their grace ends, before the job removes them.
    const published = (await keySet()).keys.map((key) => key.kid);
    expect(published).toHaveLength(2);
    for (const kid of retired!) expect(published).not.toContain(kid);
    expect(await toolKeysDue(db(), now)).toBe(true);
    const rotation = await rotateToolKeysIfDue(db(), now);
    expect(rotation.rotated).toBe(false);
    expect(rotation.dropped.sort()).toEqual([...retired!].sort());
    expect((await statesOf()).retired).toBeUndefined();
    expect(await toolKeysDue(db(), now)).toBe(false);
  });
});

describe('starting together', () => {
  it('leaves exactly one current and one next key when processes make the keys at once on an empty table', async () => {
    for (let round = 0; round < 3; round++) {
      await db().delete(ltiToolKeys);
      const now = server.clock.now;
      // Web processes serving the key set, signing, and the rotation job, all at once.
      await Promise.all([
        ensureToolKeys(db(), now),
        ensureToolKeys(db(), now),
        toolSigningKey(db(), now),
        rotateToolKeysIfDue(db(), now),
        ensureToolKeys(db(), now),
        call(server.url, LTI_KEY_SET_PATH),
        call(server.url, LTI_KEY_SET_PATH),
      ]);
      const states = await statesOf();
      expect(states.current, `round ${round}`).toHaveLength(1);
      expect(states.next, `round ${round}`).toHaveLength(1);
      // At most the one rotation retired a key it had just made.
      expect((states.retired ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a second current key at the database, whatever the code does', async () => {
    const [current] = await db().select().from(ltiToolKeys).where(eq(ltiToolKeys.state, 'current'));
    await expect(
      db()
        .insert(ltiToolKeys)
        .values({ ...current!, kid: 'another-current' }),
    ).rejects.toThrow();
    expect((await statesOf()).current).toHaveLength(1);
  });
});

describe('the private keys', () => {
  it('stay out of the error when the database refuses a new key, and out of the failed answer', async () => {
    await db().execute(sql`create function lti_keys_refuse() returns trigger language plpgsql as $$
      begin raise exception 'no new keys today'; end $$`);
    await db().execute(sql`create trigger lti_keys_refuse before insert on lti_tool_keys for each row execute function lti_keys_refuse()`);
    try {
      await db().delete(ltiToolKeys);
      const failure = await ensureToolKeys(db(), server.clock.now).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ToolKeyWriteError);
      expect((failure as Error).message).toContain('no new keys today');
      for (const form of [String(failure), JSON.stringify(failure), inspect(failure, { depth: 10 }), (failure as Error).stack ?? ''])
        expect(form).not.toContain('PRIVATE KEY');
      const answer = await call(server.url, LTI_KEY_SET_PATH);
      expect(answer.http).toBe(500);
      expect(JSON.stringify(answer.body)).not.toContain('PRIVATE KEY');
    } finally {
      await db().execute(sql`drop trigger lti_keys_refuse on lti_tool_keys`);
      await db().execute(sql`drop function lti_keys_refuse()`);
    }
    await ensureToolKeys(db(), server.clock.now);
    expect((await keySet()).keys).toHaveLength(2);
  });

  it('never reach an answer or the log', async () => {
    const rows = await db().select({ privateKey: ltiToolKeys.privateKey }).from(ltiToolKeys);
    expect(rows.length).toBeGreaterThan(0);
    const text = captured.text();
    expect(text).not.toContain('PRIVATE KEY');
    for (const { privateKey } of rows) {
      const body = privateKey.split('\n')[1]!;
      expect(text).not.toContain(body);
      expect(JSON.stringify((await call(server.url, LTI_KEY_SET_PATH)).body)).not.toContain(body);
    }
  });
});

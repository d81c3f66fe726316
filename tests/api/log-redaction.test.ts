import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOD_STATUS, teachingClasses, users, vods } from '../../server/db/schema';
import { DEMO, call, login } from '../support/api-client';
import { captureLog } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The server log never holds a capability (issue 14 item 12): share tokens in share paths and
 * queries, session and refresh tokens and CAS tickets in any query are logged as '[redacted]',
 * while the rest of the address stays readable.
 */
let server: TestServer;
const captured = captureLog();
const log = captured.lines;

beforeAll(async () => {
  server = await startTestServer({ logger: captured.logger });
});
afterAll(() => server?.close());

describe('request log', () => {
  it('logs share and session capabilities as [redacted]', async () => {
    const session = await login(server.url, DEMO.teacher01);
    const [recording] = await server.database.db
      .select({ vodId: vods.id })
      .from(vods)
      .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
      .innerJoin(users, eq(users.id, teachingClasses.teacherId))
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
      .orderBy(asc(vods.id))
      .limit(1);
    const link = await call(server.url, '/v1/share/create', {
      method: 'POST',
      token: session.jwt_token,
      json: { vodId: recording!.vodId, expiresInHours: 1 },
    });
    const shareToken: string = link.body.result.token;
    const secrets = [shareToken, session.jwt_token, session.refresh_token, 'ST-1-secretticket'];
    const paths = [
      `/v1/share/vod?token=${shareToken}`,
      `/v1/share/live?token=${encodeURIComponent(shareToken)}&x=1`,
      `/v1/share/stream/${shareToken}/road-1/master.m3u8`,
      `/v1/share/%73tream/${shareToken}/road-1/master.m3u8`,
      `/v1/share/captions/${shareToken}`,
      `/v1/share/live-stream/${shareToken}/road-1/index.m3u8`,
      `/authority/me?jwt_token=${session.jwt_token}&refresh_token=${session.refresh_token}`,
      `/kiaf/sso?ticket=ST-1-secretticket&Ticket=ST-1-secretticket`,
      `/oauth2/token?refreshToken=${session.refresh_token}`,
    ];
    const logged = () => log.join('').split('"msg":"request completed"').length - 1;
    const before = logged();
    for (const path of paths) await fetch(new URL(path, server.url));
    await expect.poll(logged).toBeGreaterThanOrEqual(before + paths.length);
    const text = log.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('/v1/share/stream/[redacted]/road-1/master.m3u8');
    expect(text).toContain('/v1/share/live?token=[redacted]&x=1');
  });
});

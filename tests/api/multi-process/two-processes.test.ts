import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionStreamEvent } from '../../../src/services/session/event-stream';
import { DEMO, call, login } from '../../support/api-client';
import { createScratchDatabase, makeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';
import { openTestEventStream } from '../../support/event-stream';

/**
 * Two Lectern processes on one PostgreSQL behave as one server (docs/scaling.md): a user signed
 * in through one is known to the other (they share the data folder and its signing key), and what one process does to a user (a kick, a message)
 * reaches the event stream the user holds on the other. Runs on PostgreSQL only: PGlite is one
 * process's own database.
 */
let database: { url: string; drop: () => Promise<void> };
let first: AppProcess;
let second: AppProcess;

let dataDir: string;

beforeAll(async () => {
  database = await createScratchDatabase();
  dataDir = makeDataDir();
  // No JWT_SECRET: the key the first process keeps in the shared DATA_DIR signs for both.
  first = await startAppProcess(database.url, dataDir);
  // The second starts on the database the first has migrated and seeded, and on its data folder.
  second = await startAppProcess(database.url, dataDir);
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Collects the events of one stream, for `until` to wait on. */
async function streamOn(server: AppProcess, token: string) {
  const events: SessionStreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const stream = await openTestEventStream(server, token, (event) => {
    events.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  const until = async (name: string): Promise<SessionStreamEvent> => {
    for (;;) {
      const found = events.find((event) => event.event === name);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ...stream, until };
}

describe('two app processes on one PostgreSQL', () => {
  it('accept each other’s sessions', async () => {
    const { jwt_token } = await login(first.url, DEMO.student01);
    const me = await call<{ username: string }>(second.url, '/v1/currentuser', { token: jwt_token });
    expect(me.http).toBe(200);
    expect(JSON.stringify(me.body.result)).toContain('student01');
  });

  it('deliver an announcement made through one to a stream held on the other', async () => {
    const student = await login(first.url, DEMO.student01);
    const stream = await streamOn(second, student.jwt_token);
    try {
      const admin = await login(first.url, DEMO.admin);
      const sent = await call(first.url, '/v1/messages/announcement', {
        method: 'POST',
        token: admin.jwt_token,
        json: { title: 'Library hours', content: 'Open until midnight during exams.' },
      });
      expect(sent.http).toBe(200);
      const message = await stream.until('message');
      expect((message.data as { unread: number }).unread).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it('end a session kicked through one on the stream it holds on the other, and refuse its token on both', async () => {
    const phone = await login(first.url, DEMO.student01);
    const stream = await streamOn(second, phone.jwt_token);
    try {
      const laptop = await login(first.url, DEMO.student01);
      const kicked = await call<{ kicked: number }>(first.url, '/rbac/user/kick', {
        method: 'POST',
        token: laptop.jwt_token,
        json: {
          user: 'student01',
          username: 'student01',
          lockTime: 0,
          broadcast: true,
          bcMessage: { action: 'kick-client', kickType: 'jwt', jwtToken: laptop.jwt_token },
        },
      });
      expect(kicked.http, JSON.stringify(kicked.body)).toBe(200);
      expect(kicked.body.result.kicked).toBeGreaterThanOrEqual(1);
      const kick = await stream.until('kick');
      expect(kick.event).toBe('kick');
      for (const server of [first, second]) expect((await call(server.url, '/v1/currentuser', { token: phone.jwt_token })).http).toBe(401);
    } finally {
      stream.close();
    }
  });
});

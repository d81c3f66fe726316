import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, sha256, type Answer } from '../../support/api-client';
import { createScratchDatabase, makeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';

/**
 * Limits hold across app processes (docs/security.md "Rate limits", docs/scaling.md): two
 * processes on one PostgreSQL count password guesses and public-route hits together, so an
 * attacker spreading requests over both gets no more than from one, and a success through one
 * resolves the failures its account made from the same address through either. The limits are
 * lowered for the test; every request comes from 127.0.0.1.
 */
const LOGIN_MAX = 3;
const ADDRESS_MAX = 6;
const VISITS_MAX = 4;

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let first: AppProcess;
let second: AppProcess;

beforeAll(async () => {
  database = await createScratchDatabase();
  dataDir = makeDataDir();
  const env = { LOGIN_MAX_PER_USER: String(LOGIN_MAX), LOGIN_MAX_PER_IP: String(ADDRESS_MAX), VISIT_MAX_PER_IP: String(VISITS_MAX) };
  first = await startAppProcess(database.url, dataDir, env);
  second = await startAppProcess(database.url, dataDir, env);
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const count = (answers: Answer[], http: number) => answers.filter((a) => a.http === http).length;

const signIn = (server: AppProcess, account: { username: string; password: string; tenantId: string }, password: string) =>
  call(server.url, '/oauth2/password', {
    method: 'POST',
    headers: { 'x-password-hash': 'sha256', tenantid: account.tenantId },
    json: { username: account.username, password: sha256(password), tenantId: account.tenantId },
  });

describe('two app processes on one PostgreSQL', () => {
  it('check no more wrong passwords of a burst spread over both than the limit of one', async () => {
    const account = DEMO.teacher01;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? second : first, account, 'wrong')));
    // Counted apart, each process would have checked LOGIN_MAX.
    expect(count(burst, 400)).toBe(LOGIN_MAX);
    expect(count(burst, 429)).toBe(20 - LOGIN_MAX);
    for (const server of [first, second]) {
      const right = await signIn(server, account, account.password);
      expect(right.http).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('forgive through one the typos a student made through either, so students sharing an address never slow it down', async () => {
    // Two typos each, one through either process, then the right password: 8 failures from one
    // address, past LOGIN_MAX_PER_IP, were they not resolved by the successes that follow.
    for (const [i, student] of [DEMO.student01, DEMO.student02, DEMO.nopriv01, DEMO.admin].entries()) {
      expect((await signIn(first, student, 'typo')).http).toBe(400);
      expect((await signIn(second, student, 'typo')).http).toBe(400);
      const right = await signIn(i % 2 ? first : second, student, student.password);
      expect(right.http, JSON.stringify(right.body)).toBe(200);
    }
  });

  it('refuse a public route past its limit counted over both', async () => {
    const visit = (server: AppProcess) =>
      call(server.url, '/v1/statistics/visitRecord/create', {
        method: 'POST',
        headers: { tenantid: '1' },
        json: { path: '/two-processes' },
      });
    const answers: Answer[] = [];
    for (let i = 0; i <= VISITS_MAX; i += 1) answers.push(await visit(i % 2 ? second : first));
    expect(answers.map((a) => a.http)).toEqual([...Array<number>(VISITS_MAX).fill(200), 429]);
    expect(answers[VISITS_MAX]!.body).toMatchObject({ status: 429, code: 42900 });
    // The other process refuses too: the window is the same.
    expect((await visit(VISITS_MAX % 2 ? first : second)).http).toBe(429);
  });
});

import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { DEMO, call, login, sha256, type Answer } from '../support/api-client';
import { LOGIN_SLOWDOWN_MAX_S } from '../../server/auth/login-throttle';
import { users } from '../../server/db/schema';

/**
 * Guess limits on sign-in and on the password change (docs/security.md "Rate limits"): however
 * the guesses are sent (a concurrent burst, many addresses), only a bounded number is ever
 * checked, and an attacker cannot keep the owner out. Addresses come from X-Forwarded-For
 * (TRUST_PROXY=true); time moves only through the test server's clock.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.close());

/** LOGIN_MAX_PER_USER, LOGIN_MAX_PER_IP and LOGIN_WINDOW_S at their defaults (README.md). */
const LOGIN_MAX = 5;
const ADDRESS_MAX = 30;
const WINDOW_S = 900;

type Account = { username: string; password: string; tenantId: string };

const signIn = (account: Account, password: string, address: string) =>
  call(server.url, '/oauth2/password', {
    method: 'POST',
    headers: { 'x-password-hash': 'sha256', tenantid: account.tenantId, 'x-forwarded-for': address },
    json: { username: account.username, password: sha256(password), tenantId: account.tenantId },
  });

const statuses = (answers: Answer[]) => answers.map((a) => a.http);
const count = (answers: Answer[], http: number) => answers.filter((a) => a.http === http).length;
const retryAfter = (answer: Answer) => Number(answer.headers.get('retry-after'));

describe('sign-in guesses', () => {
  it('checks at most LOGIN_MAX of a concurrent burst, and the right password inside it does not sign in', async () => {
    const address = '198.51.100.1';
    const burst = Array.from({ length: 40 }, () => signIn(DEMO.teacher01, 'wrong', address));
    // The right password is sent once the server holds the limit's worth of guesses in flight.
    await expect.poll(() => server.app.deps.loginThrottle.blockedFor('1/teacher01', address)).toBeGreaterThan(0);
    const right = await signIn(DEMO.teacher01, DEMO.teacher01.password, address);
    const wrong = await Promise.all(burst);
    expect(right.http).toBe(429);
    expect(count(wrong, 400)).toBe(LOGIN_MAX);
    expect(count(wrong, 429)).toBe(40 - LOGIN_MAX);
    expect(wrong.filter((a) => a.http === 400).every((a) => a.body.code === 40010)).toBe(true);
  });

  it('checks at most LOGIN_MAX of a burst spread over 40 addresses', async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(DEMO.student01, 'wrong', `198.51.101.${i + 1}`)));
    expect(count(burst, 400)).toBe(LOGIN_MAX);
    expect(count(burst, 429)).toBe(40 - LOGIN_MAX);
    for (const refused of burst.filter((a) => a.http === 429)) {
      expect(refused.body).toMatchObject({ status: 429, code: 42900 });
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
  });

  it('lets the owner in from a new address after a short delay while the guessing address stays blocked', async () => {
    const attacker = '198.51.102.1';
    for (let i = 0; i < LOGIN_MAX; i += 1) expect((await signIn(DEMO.nopriv01, 'wrong', attacker)).http).toBe(400);
    const attackerRight = await signIn(DEMO.nopriv01, DEMO.nopriv01.password, attacker);
    expect(attackerRight.http).toBe(429);
    expect(retryAfter(attackerRight)).toBeGreaterThan(LOGIN_SLOWDOWN_MAX_S);

    const owner = '198.51.102.2';
    const early = await signIn(DEMO.nopriv01, DEMO.nopriv01.password, owner);
    expect(early.http).toBe(429);
    expect(retryAfter(early)).toBeLessThanOrEqual(LOGIN_SLOWDOWN_MAX_S);
    server.clock.advance(retryAfter(early));
    expect((await signIn(DEMO.nopriv01, DEMO.nopriv01.password, owner)).http).toBe(200);
    expect((await signIn(DEMO.nopriv01, DEMO.nopriv01.password, attacker)).http).toBe(429);
  });

  it('slows guesses for one user from ever new addresses with a growing delay, capped', async () => {
    let next = 0;
    const fresh = () => `198.51.103.${(next += 1)}`;
    for (let i = 0; i < LOGIN_MAX; i += 1) expect((await signIn(DEMO.admin, 'wrong', fresh())).http).toBe(400);
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const refused = await signIn(DEMO.admin, 'wrong', fresh());
      expect(refused.http).toBe(429);
      delays.push(retryAfter(refused));
      server.clock.advance(retryAfter(refused));
      expect((await signIn(DEMO.admin, 'wrong', fresh())).http).toBe(400);
    }
    expect(delays.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(delays.slice(6)).toEqual([LOGIN_SLOWDOWN_MAX_S, LOGIN_SLOWDOWN_MAX_S]);
    // The owner still gets in once the current delay has passed.
    server.clock.advance(LOGIN_SLOWDOWN_MAX_S);
    expect((await signIn(DEMO.admin, DEMO.admin.password, fresh())).http).toBe(200);
  });
});

/**
 * Stored as the server stores a password (`scrypt$N$r$p$salt$hash` of the SHA-256 the browser
 * sends), with the cheapest scrypt cost, which the hash carries: 2,000 students' checks then take
 * milliseconds instead of minutes. The throttle in front of the check is what these tests measure.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(sha256(password), salt, 32, { N: 2, r: 1, p: 1 });
  return ['scrypt', 2, 1, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('one campus address shared by thousands of students (LOGIN_MAX_PER_IP)', () => {
  const STUDENTS = 2000;
  const student = (n: number): Account & { name: string } => ({
    username: `rush${String(n).padStart(4, '0')}`,
    password: `Rush-${n}@2025`,
    tenantId: '1',
    name: `Rush student ${n}`,
  });
  beforeAll(async () => {
    const rows = Array.from({ length: STUDENTS }, (_, n) => student(n)).map((s) => ({
      tenantId: s.tenantId,
      username: s.username,
      name: s.name,
      code: `R${s.username}`,
      role: 2,
      passwordHash: cheapHash(s.password),
    }));
    for (let i = 0; i < rows.length; i += 500) await server.database.db.insert(users).values(rows.slice(i, i + 500));
  });

  it('lets 2,000 students in at 5 % typos while 1,000 guesses at one account from the same address are held to LOGIN_MAX', async () => {
    const campus = '203.0.113.1';
    const WAVE = 10;
    const attacked = DEMO.student02;
    const attempts: { n: number; typo: boolean; right: Answer; wrong?: Answer }[] = [];
    const guesses: Answer[] = [];
    // The 08:00 rush: waves of 10 students 3 s apart, 10 minutes in all (inside one window), every
    // 20th typing a wrong password first; with each wave, 5 guesses at one account from the same address.
    for (let first = 0; first < STUDENTS; first += WAVE) {
      const wave = Array.from({ length: WAVE }, async (_, k) => {
        const n = first + k;
        const typo = n % 20 === 7;
        const wrong = typo ? await signIn(student(n), 'Rush-typo', campus) : undefined;
        attempts.push({ n, typo, wrong, right: await signIn(student(n), student(n).password, campus) });
      });
      const attack = Array.from({ length: 5 }, async () => guesses.push(await signIn(attacked, 'guess', campus)));
      await Promise.all([...wave, ...attack]);
      server.clock.advance(3);
    }
    expect(attempts).toHaveLength(STUDENTS);
    expect(attempts.filter((a) => a.typo)).toHaveLength(STUDENTS / 20);
    expect(attempts.filter((a) => a.typo && a.wrong?.http !== 400)).toEqual([]);
    const shutOut = attempts.filter((a) => a.right.http !== 200).map((a) => ({ n: a.n, http: a.right.http, body: a.right.body }));
    expect(shutOut, 'every student with the right password is in').toEqual([]);

    expect(guesses).toHaveLength(1000);
    expect(count(guesses, 400)).toBe(LOGIN_MAX);
    expect(count(guesses, 429)).toBe(1000 - LOGIN_MAX);
    for (const refused of guesses.filter((a) => a.http === 429)) expect(refused.body).toMatchObject({ status: 429, code: 42900 });
  }, 300_000);

  it('slows a spray over many accounts from one address past LOGIN_MAX_PER_IP, and checks a right password after the delay', async () => {
    const sprayer = '203.0.113.2';
    const sprayed = (i: number) => ({ username: `nobody${i}`, password: 'x', tenantId: '1' });
    for (let i = 0; i < ADDRESS_MAX; i += 1) expect((await signIn(sprayed(i), 'Spring@2025', sprayer)).http).toBe(400);
    const delays: number[] = [];
    for (let i = ADDRESS_MAX; i < ADDRESS_MAX + 4; i += 1) {
      const refused = await signIn(sprayed(i), 'Spring@2025', sprayer);
      expect(refused.http).toBe(429);
      expect(refused.body).toMatchObject({ status: 429, code: 42900 });
      delays.push(retryAfter(refused));
      server.clock.advance(retryAfter(refused));
      expect((await signIn(sprayed(i), 'Spring@2025', sprayer)).http).toBe(400);
    }
    expect(delays).toEqual([1, 2, 4, 8]);
    // A student behind the same address waits the current delay, never a lockout, then gets in.
    const owner = student(STUDENTS - 1);
    const early = await signIn(owner, owner.password, sprayer);
    expect(early.http).toBe(429);
    expect(retryAfter(early)).toBeLessThanOrEqual(LOGIN_SLOWDOWN_MAX_S);
    server.clock.advance(retryAfter(early));
    expect((await signIn(owner, owner.password, sprayer)).http).toBe(200);
  });
});

describe('POST /v1/user/password guesses of the current password', () => {
  it('checks at most LOGIN_MAX wrong old passwords, even in a burst, then refuses even the right one', async () => {
    const address = '198.51.104.1';
    const tokens = await login(server.url, DEMO.student03);
    const change = (oldPassword: string) =>
      call(server.url, '/v1/user/password', {
        method: 'POST',
        token: tokens.jwt_token,
        headers: { 'x-password-hash': 'sha256', 'x-forwarded-for': address },
        json: { oldPassword: sha256(oldPassword), newPassword: sha256('Changed@2025') },
      });
    const burst = await Promise.all(Array.from({ length: 20 }, () => change('wrong')));
    expect(statuses(burst).filter((s) => s === 400)).toHaveLength(LOGIN_MAX);
    for (const checked of burst.filter((a) => a.http === 400)) expect(checked.body.message).toContain('body.oldPassword');
    expect(count(burst, 429)).toBe(20 - LOGIN_MAX);
    const right = await change(DEMO.student03.password);
    expect(right.http).toBe(429);
    expect(retryAfter(right)).toBeGreaterThan(0);

    server.clock.advance(WINDOW_S + 1);
    // The password was never changed: the old one still signs in.
    expect((await signIn(DEMO.student03, DEMO.student03.password, address)).http).toBe(200);
  });
});

import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TECL_VISIBILITY, VOD_STATUS, collections, enrolments, teachingClasses, users, vods } from '../../server/db/schema';
import { classDetailSchema } from '../../src/schemas/detail';
import { DEMO, call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';

/** POST /v1/vod/collection: a favourite toggled on and off, only for what the caller may watch. */
const signedIn = signedInServer(['student01', 'student03']);
const tokens = signedIn.tokens;

const toggle = (json: unknown, name: keyof typeof DEMO = 'student01') =>
  call(signedIn.server.url, '/v1/vod/collection', { method: 'POST', json, token: tokens[name] });
const detailOf = async (teclId: string) =>
  classDetailSchema.parse((await call(signedIn.server.url, `/v1/tecl/detail?teclId=${teclId}`, { token: tokens.student01 })).body.result);
const student01 = async () =>
  (
    await signedIn.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')))
  )[0]!.id;

/** A ready recording of a class student01 is enrolled in. */
async function enrolledRecording() {
  const [row] = await signedIn.server.database.db
    .select({ vodId: vods.id, teclId: vods.teclId })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, await student01())))
    .limit(1);
  return row!;
}

describe('POST /v1/vod/collection', () => {
  it('toggles a whole class on and off, and the class page shows it', async () => {
    const { teclId } = await enrolledRecording();
    const before = (await detailOf(teclId)).collected;
    const first = await toggle({ teclId });
    expect(first.body).toMatchObject({ status: 200, result: { collected: !before } });
    expect((await detailOf(teclId)).collected).toBe(!before);
    expect((await toggle({ teclId })).body.result).toEqual({ collected: before });
    expect((await detailOf(teclId)).collected).toBe(before);
  });

  it('toggles a recording on and off', async () => {
    const { vodId, teclId } = await enrolledRecording();
    const userId = await student01();
    await signedIn.server.database.db.delete(collections).where(and(eq(collections.userId, userId), eq(collections.vodId, vodId)));
    expect((await toggle({ vodId })).body.result).toEqual({ collected: true });
    expect((await detailOf(teclId)).recordings.find((r) => r.vodId === vodId)!.collected).toBe(true);
    const rows = await signedIn.server.database.db
      .select()
      .from(collections)
      .where(and(eq(collections.userId, userId), eq(collections.vodId, vodId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: '1', teclId: null });
    expect((await toggle({ vodId })).body.result).toEqual({ collected: false });
    expect((await detailOf(teclId)).recordings.find((r) => r.vodId === vodId)!.collected).toBe(false);
  });

  it("keeps tenants apart: student03 cannot keep tenant 1's recording or class", async () => {
    const { vodId, teclId } = await enrolledRecording();
    expect((await toggle({ vodId }, 'student03')).http).toBe(404);
    expect((await toggle({ teclId }, 'student03')).http).toBe(404);
    const stored = await signedIn.server.database.db.select().from(collections).where(eq(collections.tenantId, '2'));
    expect(stored.some((row) => row.vodId === vodId || row.teclId === teclId)).toBe(false);
  });

  it("refuses with 'no permission' a class the caller may not watch", async () => {
    const userId = await student01();
    const [closed] = await signedIn.server.database.db
      .select({ id: teachingClasses.id })
      .from(teachingClasses)
      .where(
        and(
          eq(teachingClasses.tenantId, '1'),
          eq(teachingClasses.visibility, TECL_VISIBILITY.enrolled),
          ne(teachingClasses.teacherId, userId),
          notExists(
            sql`(select 1 from ${enrolments} where ${enrolments.teclId} = ${teachingClasses.id} and ${enrolments.studentId} = ${userId})`,
          ),
        ),
      )
      .limit(1);
    const answer = await toggle({ teclId: closed!.id });
    expect(answer.http).toBe(403);
    expect(answer.body.message).toBe('no permission');
  });

  it('answers 400 naming the field for both targets, none, or a bad id; 401 without a session', async () => {
    for (const body of [{}, { vodId: 'vod-1-0001', teclId: 'tecl-1-0001' }, { vodId: '' }]) {
      const answer = await toggle(body);
      expect(answer.http, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain('vodId');
    }
    const anonymous = await call(signedIn.server.url, '/v1/vod/collection', { method: 'POST', json: { teclId: 'tecl-1-0001' } });
    expect(anonymous.http).toBe(401);
    expect((await toggle({ vodId: 'vod-does-not-exist' })).http).toBe(404);
  });
});

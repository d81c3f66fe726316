import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { VOD_STATUS, editorImages, enrolments, users, vods } from '../../server/db/schema';
import { INCOMING_DIR } from '../../server/editor/picture-intake';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_FILES } from '../../src/constants';
import { editorUploadResultSchema, screenshotListSchema } from '../../src/schemas/editor';
import { call } from '../support/api-client';
import { closedDemoRecording } from '../support/closed-recording';
import { signedInServer } from '../support/signed-in-server';

/**
 * The editor upload endpoint the player's screenshots go through (SPEC §5: pictures only, at
 * most 2 MB each and 100 per upload): what is kept, who gets it back, and every refusal, with
 * nothing half-stored when an upload is refused.
 */
const signedIn = signedInServer(['student01', 'nopriv01', 'student03']);
const tokens = signedIn.tokens;
const db = () => signedIn.server.database.db;
const base = () => signedIn.server.url;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 3)]);

type Part = { name?: string; fileName: string; bytes: Buffer; type?: string };

function upload(parts: Part[], { token = tokens.student01, query = '' }: { token?: string; query?: string } = {}) {
  const form = new FormData();
  for (const part of parts)
    form.append(part.name ?? 'file', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/png' }), part.fileName);
  return fetch(new URL(`/v1/editor/upload${query}`, base()), { method: 'POST', body: form, headers: token ? { 'jwt-token': token } : {} });
}

const storedCount = async () => (await db().select({ n: count() }).from(editorImages))[0]!.n;

/** Pictures still arriving (temporary files): none once an upload is answered or abandoned. */
const incoming = () => {
  const dir = join(signedIn.server.app.deps.media.localRoot!, INCOMING_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function watchableVod() {
  const [student] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  const [row] = await db()
    .select({ vodId: vods.id })
    .from(vods)
    .innerJoin(enrolments, eq(enrolments.teclId, vods.teclId))
    .where(and(eq(vods.status, VOD_STATUS.ready), eq(enrolments.studentId, student!.id)))
    .limit(1);
  return { vodId: row!.vodId, closedVodId: (await closedDemoRecording(db())).vodId };
}

describe('POST /v1/editor/upload', () => {
  it('keeps a screenshot with its recording and moment, and gives it back to its owner only', async () => {
    const { vodId } = await watchableVod();
    const response = await upload([{ fileName: 'frame.png', bytes: PNG }], { query: `?vodId=${vodId}&positionS=12.5` });
    expect(response.status).toBe(200);
    const [picture] = editorUploadResultSchema.parse((await response.json()).result).files;
    expect(picture).toMatchObject({ fileName: 'frame.png', mimeType: 'image/png', sizeBytes: PNG.length, vodId, positionS: 12.5 });
    expect(picture!.url).toBe(`/v1/editor/image/${picture!.id}`);

    const mine = await fetch(new URL(picture!.url, base()), { headers: { 'jwt-token': tokens.student01! } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    for (const other of [tokens.nopriv01, tokens.student03]) {
      expect((await fetch(new URL(picture!.url, base()), { headers: { 'jwt-token': other! } })).status).toBe(404);
    }
    expect((await fetch(new URL(picture!.url, base()))).status).toBe(401);

    const listed = await call(base(), `/v1/editor/screenshots?vodId=${vodId}`, { token: tokens.student01 });
    expect(screenshotListSchema.parse(listed.body.result).map((shot) => shot.id)).toContain(picture!.id);
    const othersList = await call(base(), `/v1/editor/screenshots?vodId=${vodId}`, { token: tokens.nopriv01 });
    expect(othersList.body.result).toEqual([]);
  });

  it('takes several pictures at once, telling their type by their bytes', async () => {
    const response = await upload([
      { fileName: 'a.png', bytes: PNG },
      { fileName: 'b.jpg', bytes: JPEG, type: 'application/octet-stream' },
    ]);
    const files = editorUploadResultSchema.parse((await response.json()).result).files;
    expect(files.map((file) => file.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect(files[0]!.vodId).toBeNull();
  });

  it('refuses what is not a picture, too big, too many, or missing, and keeps none of a refused upload', async () => {
    const before = await storedCount();
    const notPicture = await upload([
      { fileName: 'ok.png', bytes: PNG },
      { fileName: 'evil.png', bytes: Buffer.from('<svg onload=alert(1)>') },
    ]);
    expect(notPicture.status).toBe(415);
    expect((await notPicture.json()).message).toContain('evil.png');
    const tooBig = await upload([{ fileName: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(SCREENSHOT_MAX_BYTES)]) }]);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toContain(String(SCREENSHOT_MAX_BYTES));
    const tooMany = await upload(Array.from({ length: SCREENSHOT_MAX_FILES + 1 }, (_, i) => ({ fileName: `${i}.png`, bytes: PNG })));
    expect(tooMany.status).toBe(413);
    expect((await upload([])).status).toBe(400);
    expect((await upload([{ name: 'picture', fileName: 'a.png', bytes: PNG }])).status).toBe(400);
    const json = await call(base(), '/v1/editor/upload', { method: 'POST', token: tokens.student01, json: { file: 'x' } });
    expect(json.http).toBe(415);
    expect(await storedCount()).toBe(before);
    expect(incoming()).toEqual([]);
  });

  it('writes a picture to disk while it arrives, and cleans up when the client gives up half way', async () => {
    const before = await storedCount();
    const boundary = 'lectern-upload-boundary';
    const sending = httpRequest(new URL('/v1/editor/upload', base()), {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'jwt-token': tokens.student01! },
    });
    sending.on('error', () => {});
    sending.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="half.png"\r\ncontent-type: image/png\r\n\r\n`);
    sending.write(Buffer.concat([PNG, Buffer.alloc(256 * 1024, 9)]));
    // The first part is on disk, not in memory, before the upload is over.
    await vi.waitFor(() => expect(incoming()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    sending.destroy();
    await vi.waitFor(() => expect(incoming()).toEqual([]), { timeout: 10_000, interval: 50 });
    expect(await storedCount()).toBe(before);
    // The server is still there and takes the next upload.
    expect((await upload([{ fileName: 'after.png', bytes: PNG }])).status).toBe(200);
    expect(incoming()).toEqual([]);
  });

  it('checks the recording a screenshot names, and the query', async () => {
    const { closedVodId } = await watchableVod();
    expect((await upload([{ fileName: 'a.png', bytes: PNG }], { query: `?vodId=${closedVodId}` })).status).toBe(403);
    expect((await upload([{ fileName: 'a.png', bytes: PNG }], { token: tokens.student03, query: `?vodId=${closedVodId}` })).status).toBe(
      404,
    );
    const negative = await upload([{ fileName: 'a.png', bytes: PNG }], { query: '?positionS=-1' });
    expect(negative.status).toBe(400);
    expect((await negative.json()).message).toContain('positionS');
    expect((await upload([{ fileName: 'a.png', bytes: PNG }], { token: '' })).status).toBe(401);
  });
});

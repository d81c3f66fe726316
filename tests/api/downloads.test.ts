import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { courseResources, enrolments, users } from '../../server/db/schema';
import { signedInServer } from '../support/signed-in-server';

/**
 * Course resource downloads over real HTTP: one file by id, several as a streamed zip, and what
 * is refused (path tricks in the saved name, other tenants, classes the caller may not watch,
 * withdrawn or missing files). The API server is seeded without files, so the test writes the
 * files its rows point at.
 */
const signedIn = signedInServer(['student01', 'student03', 'nopriv01']);
const db = () => signedIn.server.database.db;

type Resource = typeof courseResources.$inferSelect;
let resources: Resource[];
const contentOf = (resource: Resource) => `contents of ${resource.fileName} (${resource.id})\n`;

const get = (path: string, token?: string) => fetch(new URL(path, signedIn.server.url), { headers: token ? { 'jwt-token': token } : {} });
const as = (name: 'student01' | 'student03' | 'nopriv01') => signedIn.tokens[name];
const single = (query: Record<string, string>) => `/v1/resource/downLoad?${new URLSearchParams(query)}`;
const pack = (query: Record<string, string>) => `/v1/resource/pack/downLoad?${new URLSearchParams(query)}`;

/** The entries of a zip answer: name → text. */
async function unzip(body: ArrayBuffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(body), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

beforeAll(async () => {
  const [student] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')));
  resources = await db()
    .select({ resource: courseResources })
    .from(courseResources)
    .innerJoin(enrolments, eq(enrolments.teclId, courseResources.teclId))
    .where(and(eq(enrolments.studentId, student!.id), eq(courseResources.invalid, false)))
    .then((rows) => rows.map((row) => row.resource));
  expect(resources.length).toBeGreaterThanOrEqual(3);
  const mediaDir = signedIn.server.app.deps.media.localRoot!;
  for (const resource of resources) {
    mkdirSync(dirname(join(mediaDir, resource.storagePath)), { recursive: true });
    writeFileSync(join(mediaDir, resource.storagePath), contentOf(resource));
  }
});

describe('GET /v1/resource/downLoad', () => {
  it('sends the file, named as stored or as asked', async () => {
    const [resource] = resources;
    const answer = await get(single({ id: resource!.id }), as('student01'));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(contentOf(resource!));
    expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(resource!.fileName)}`);
    const renamed = await get(single({ id: resource!.id, fileName: '线性代数 讲义.pdf' }), as('student01'));
    expect(renamed.headers.get('content-disposition')).toBe(
      `attachment; filename="____ __.pdf"; filename*=UTF-8''${encodeURIComponent('线性代数 讲义.pdf')}`,
    );
  });

  it('drops bidi overrides and other invisible characters from the saved name', async () => {
    const [resource] = resources;
    // "report<U+202E>fdp.exe" would show as "reportexe.pdf" in the browser's download bar.
    const spoofed = await get(single({ id: resource!.id, fileName: 'report\u202Efdp.exe' }), as('student01'));
    expect(spoofed.status).toBe(200);
    expect(spoofed.headers.get('content-disposition')).toBe(`attachment; filename="reportfdp.exe"; filename*=UTF-8''reportfdp.exe`);
    const isolated = await get(single({ id: resource!.id, fileName: '\u2067讲义\u2069\u200F.pdf' }), as('student01'));
    expect(isolated.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('讲义.pdf')}`);
    // Nothing visible left: the stored name.
    const blank = await get(single({ id: resource!.id, fileName: '\u202E\u2066\u200B' }), as('student01'));
    expect(blank.status).toBe(200);
    expect(blank.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(resource!.fileName)}`);
  });

  it('checks the recording when one is named', async () => {
    const withVod = resources.find((resource) => resource.vodId !== null);
    expect(withVod).toBeDefined();
    expect((await get(single({ id: withVod!.id, vodId: withVod!.vodId! }), as('student01'))).status).toBe(200);
    expect((await get(single({ id: withVod!.id, vodId: 'vod-that-is-not' }), as('student01'))).status).toBe(404);
  });

  it.each(['../../../etc/passwd', 'notes/../../x.pdf', 'a\\b.pdf', '..', 'line\nbreak.pdf'])(
    'refuses the saved name %j',
    async (fileName) => {
      const answer = await get(single({ id: resources[0]!.id, fileName }), as('student01'));
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toContain('fileName');
    },
  );

  it("refuses another tenant's resource, a class the caller may not watch, and no session", async () => {
    const { id } = resources[0]!;
    expect((await get(single({ id }), as('student03'))).status).toBe(404);
    expect((await get(single({ id }), as('nopriv01'))).status).toBe(403);
    expect((await get(single({ id }))).status).toBe(401);
  });

  it('refuses a withdrawn resource', async () => {
    const resource = resources[2]!;
    await db().update(courseResources).set({ invalid: true }).where(eq(courseResources.id, resource.id));
    try {
      expect((await get(single({ id: resource.id }), as('student01'))).status).toBe(404);
    } finally {
      await db().update(courseResources).set({ invalid: false }).where(eq(courseResources.id, resource.id));
    }
  });

  it('says so when the file is gone from the disk, for one file and for a pack', async () => {
    const resource = resources[1]!;
    const file = join(signedIn.server.app.deps.media.localRoot!, resource.storagePath);
    rmSync(file);
    try {
      const gone = await get(single({ id: resource.id }), as('student01'));
      expect(gone.status).toBe(404);
      expect((await gone.json()).message).toBe('the file is missing');
      expect((await get(pack({ ids: `${resources[0]!.id},${resource.id}` }), as('student01'))).status).toBe(404);
    } finally {
      writeFileSync(file, contentOf(resource));
    }
  });
});

describe('GET /v1/resource/pack/downLoad', () => {
  it('streams the named resources as one zip named after the course', async () => {
    const chosen = resources.slice(0, 3);
    const answer = await get(pack({ ids: chosen.map((r) => r.id).join(','), courName: '线性代数' }), as('student01'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('线性代数.zip')}`);
    const entries = await unzip(await answer.arrayBuffer());
    expect(entries.size).toBe(chosen.length);
    for (const text of entries.values()) expect(chosen.map(contentOf)).toContain(text);
  });

  it('drops invisible characters from the pack name and from the names inside it', async () => {
    const [spoofed, other] = resources as [Resource, Resource];
    await db().update(courseResources).set({ fileName: 'slides\u202Efdp.exe' }).where(eq(courseResources.id, spoofed.id));
    try {
      const answer = await get(pack({ ids: `${spoofed.id},${other.id}`, courName: '线性\u202E代数\u2069' }), as('student01'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="____.zip"; filename*=UTF-8''${encodeURIComponent('线性代数.zip')}`,
      );
      const entries = await unzip(await answer.arrayBuffer());
      expect(entries.get('slidesfdp.exe')).toBe(contentOf(spoofed));
    } finally {
      await db().update(courseResources).set({ fileName: spoofed.fileName }).where(eq(courseResources.id, spoofed.id));
    }
  });

  it("packs a recording's resources by vodIds", async () => {
    const withVod = resources.find((resource) => resource.vodId !== null)!;
    const expected = resources.filter((resource) => resource.vodId === withVod.vodId);
    const entries = await unzip(await (await get(pack({ vodIds: withVod.vodId! }), as('student01'))).arrayBuffer());
    expect([...entries.values()].sort()).toEqual(expected.map(contentOf).sort());
  });

  it('refuses an unknown id, no ids at all, and what the caller may not have', async () => {
    const ids = `${resources[0]!.id},no-such-resource`;
    expect((await get(pack({ ids }), as('student01'))).status).toBe(404);
    const empty = await get(pack({ courName: 'x' }), as('student01'));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toContain('ids');
    expect((await get(pack({ ids: resources[0]!.id }), as('student03'))).status).toBe(404);
    expect((await get(pack({ ids: resources[0]!.id }), as('nopriv01'))).status).toBe(403);
    expect((await get(pack({ ids: resources[0]!.id }))).status).toBe(401);
  });
});

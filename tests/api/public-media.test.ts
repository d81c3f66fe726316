import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { editorImages } from '../../server/db/schema';
import { editorUploadResultSchema } from '../../src/schemas/editor';
import { signedInServer } from '../support/signed-in-server';

/**
 * /media/ serves only what every visitor may see (logos, covers, banners, recording posters),
 * by an allow-list of folders: a user's screenshot, a course file or anything put in a new
 * folder stays private even when someone knows or guesses its path.
 */
const signedIn = signedInServer(['student01']);
const base = () => signedIn.server.url;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function place(relativePath: string, content: string | Buffer) {
  const file = join(signedIn.server.app.deps.media.localRoot!, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const media = (relativePath: string, token?: string) =>
  fetch(new URL(`/media/${relativePath}`, base()), { headers: token ? { 'jwt-token': token } : {} });

describe('/media/', () => {
  it("never serves a user's screenshot, with or without a session", async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'private.png');
    const upload = await fetch(new URL('/v1/editor/upload', base()), {
      method: 'POST',
      body: form,
      headers: { 'jwt-token': signedIn.tokens.student01! },
    });
    const [picture] = editorUploadResultSchema.parse((await upload.json()).result).files;
    const [row] = await signedIn.server.database.db.select().from(editorImages).where(eq(editorImages.id, picture!.id));

    expect((await media(row!.storagePath)).status).toBe(404);
    expect((await media(row!.storagePath, signedIn.tokens.student01)).status).toBe(404);
    const own = await fetch(new URL(picture!.url, base()), { headers: { 'jwt-token': signedIn.tokens.student01! } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toMatch(/^private/);
  });

  it('serves logos, covers, banners and recording posters to anyone, cached publicly', async () => {
    place('branding/1/school-logo-test.svg', SVG);
    place('branding/2/cover-test.png', PNG);
    place('demo/clip-1/poster.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]));
    for (const path of ['branding/1/school-logo-test.svg', 'branding/2/cover-test.png', 'demo/clip-1/poster.jpg']) {
      const answer = await media(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toMatch(/^public/);
    }
  });

  it('serves nothing outside the public folders, pictures included', async () => {
    const hidden = [
      'editor/1/00000000-0000-4000-8000-000000000000.png',
      'resources/1/cour-1/slides.pdf',
      'resources/1/cour-1/diagram.png',
      'uploads/1/photo.jpg',
      'something-new/1/picture.png',
      'demo/clip-1/frame.png',
      'demo/clip-1/road-1/thumb.jpg',
      'branding/1/notes.pdf',
      'branding/1/deeper/logo.svg',
      'poster.jpg',
    ];
    for (const path of hidden) place(path, path.endsWith('.svg') ? SVG : PNG);
    for (const path of hidden) {
      expect((await media(path)).status, path).toBe(404);
      expect((await media(path, signedIn.tokens.student01)).status, path).toBe(404);
    }
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { isPublicMedia } from '../../server/http/public-media';
import { seedDemo } from '../../server/db/seed';
import { createLocalMediaStore } from '../../server/storage';
import { openTestDatabase } from '../support/test-db';

// SEED_MEDIA=false skips only the ffmpeg videos: the pages still need their logos, covers and files.
let database: Database;
let mediaDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = mkdtempSync(join(tmpdir(), 'lectern-seed-files-'));
  expect(await seedDemo(database.db, { media: createLocalMediaStore(mediaDir), videos: false })).toEqual({ seeded: true });
});
afterAll(async () => {
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

it("writes both schools' logos and covers without generating any video", async () => {
  for (const tenant of ['1', '2']) {
    const logo = readFileSync(join(mediaDir, 'branding', tenant, 'school-logo.svg'), 'utf8');
    expect(logo).toContain('<svg');
    expect(existsSync(join(mediaDir, 'branding', tenant, 'platform-logo.svg'))).toBe(true);
    expect(readdirSync(join(mediaDir, 'branding', tenant)).filter((name) => name.startsWith('cover-')).length).toBeGreaterThan(0);
  }
  const everything = readdirSync(mediaDir, { recursive: true }).map(String);
  expect(everything.filter((name) => /\.(m3u8|ts|m4s|mp4)$/.test(name))).toEqual([]);
});

it('writes the course resources the rows point at', async () => {
  const rows = await database.db.query.courseResources.findMany({ limit: 5 });
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(existsSync(join(mediaDir, row.storagePath))).toBe(true);
});

it('points every public picture address of the seed at a folder /media/ serves', async () => {
  const addresses = new Set<string>();
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const rows = await database.db.select().from(table as PgTable);
    for (const match of JSON.stringify(rows).matchAll(/\/media(\/[^"\\]+)/g)) addresses.add(match[1]!);
  }
  for (const kind of ['/school-logo.svg', '/cover-1.svg', '/banner-1.svg', '/poster.jpg'])
    expect(
      [...addresses].some((path) => path.endsWith(kind)),
      kind,
    ).toBe(true);
  expect([...addresses].filter((path) => !isPublicMedia(path))).toEqual([]);
  // Posters come with the videos (skipped here); everything else is written either way.
  for (const path of addresses) if (!path.startsWith('/demo/')) expect(existsSync(join(mediaDir, path)), path).toBe(true);
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN } from '../../src/constants';
import { VOD_STATUS, collections, enrolments, resources, roleResources, roles, users, vods, watchRecords } from '../../server/db/schema';
import { journeyFixtures } from '../support/journey';
import { signInFresh } from '../support/ui-login';

/**
 * The personal center as student01: the side menu follows the signs, a favourite is removed from
 * my-collection, and the viewing record resumes a recording at its stored position.
 */
const journey = journeyFixtures();
const db = () => journey.server.database.db;

let student01 = '';
let recording = { vodId: '', teclId: '', courId: null as string | null, durationS: 0 };
let positionS = 0;

const open = async (hashPath: string, ready: string) => {
  const { page } = journey.browser;
  await page.goto(`${journey.server.url}/#${hashPath}`);
  await page.getByTestId(ready).waitFor({ timeout: 15_000 });
};

beforeAll(async () => {
  student01 = (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student01'), eq(users.tenantId, '1')))
  )[0]!.id;
  const [row] = await db()
    .select({ vodId: vods.id, teclId: vods.teclId, courId: vods.courId, durationS: vods.durationS })
    .from(vods)
    .innerJoin(enrolments, and(eq(enrolments.teclId, vods.teclId), eq(enrolments.studentId, student01)))
    .where(and(eq(vods.tenantId, '1'), eq(vods.status, VOD_STATUS.ready)))
    .limit(1);
  recording = row!;
  // Written before any page caches the lists (answers stay fresh for 30 s, docs/data-loading.md).
  await db().insert(collections).values({ tenantId: '1', userId: student01, vodId: recording.vodId }).onConflictDoNothing();
  positionS = Math.max(1, Math.floor(recording.durationS / 3));
  await db()
    .insert(watchRecords)
    .values({ tenantId: '1', userId: student01, vodId: recording.vodId, courId: recording.courId, positionS, watchPercent: 0.429 })
    .onConflictDoUpdate({
      target: [watchRecords.userId, watchRecords.vodId],
      set: { positionS, watchPercent: 0.429, updatedAt: new Date() },
    });
  await signInFresh(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
  await journey.browser.page.waitForFunction(() => sessionStorage.getItem('lectern.menu_data') !== null, undefined, { timeout: 15_000 });
});

describe('the personal center', () => {
  it("lists the children student01's signs allow and marks the open one", async () => {
    const { page } = journey.browser;
    await open('/personal-center/my-record', 'my-record');
    // The entries appear once the permission tree has loaded; the last one marks that moment.
    await page.getByTestId('personal-menu-note').waitFor({ timeout: 15_000 });
    const entries = await page
      .getByTestId('personal-menu')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')));
    expect(entries).toEqual(['schedule', 'collection', 'record', 'message', 'note'].map((id) => `personal-menu-${id}`));
    expect(await page.getByTestId('personal-menu-record').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('personal-menu-collection').getAttribute('aria-current')).toBeNull();
    await page.getByTestId('personal-menu-collection').click();
    await page.getByTestId('my-collection').waitFor();
    expect(await page.getByTestId('personal-menu-collection').getAttribute('aria-current')).toBe('page');
  });

  it('removes a favourite from my-collection', async () => {
    const { page } = journey.browser;
    await open('/personal-center/my-collection?mode=collection', 'my-collection');
    const card = page.locator(`[data-testid="collection-card"][data-vod-id="${recording.vodId}"]`);
    await card.waitFor({ timeout: 10_000 });
    await card.getByTestId('collection-remove').click();
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    const left = await db()
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.userId, student01), eq(collections.vodId, recording.vodId)));
    expect(left).toEqual([]);
  });

  it('resumes a recording from the viewing record at the stored position', async () => {
    const { page } = journey.browser;
    await open('/personal-center/my-record', 'my-record');
    const row = page.locator(`[data-testid="record-row"][data-vod-id="${recording.vodId}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByTestId('record-progress').innerText()).toContain('Watched 42%');
    const popupOpened = page.context().waitForEvent('page', { timeout: 10_000 });
    await row.getByTestId('record-resume').click();
    const popup = await popupOpened;
    try {
      await popup.waitForLoadState('domcontentloaded');
      const [path, query = ''] = new URL(popup.url()).hash.slice(1).split('?');
      expect(path).toBe('/play-video');
      expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({
        teclId: recording.teclId,
        vodId: recording.vodId,
        target: 'video',
        t: String(positionS),
      });
      await expect.poll(() => popup.getByTestId('player-stage').getAttribute('data-vod-id'), { timeout: 15_000 }).toBe(recording.vodId);
    } finally {
      await popup.close();
    }
  });

  it('hides a child whose sign the user lacks, and its address goes to /no-access', async () => {
    const { page } = journey.browser;
    const [grant] = await db()
      .select({ roleId: roleResources.roleId, resourceId: roleResources.resourceId })
      .from(roleResources)
      .innerJoin(roles, eq(roles.id, roleResources.roleId))
      .innerJoin(resources, eq(resources.id, roleResources.resourceId))
      .where(and(eq(roles.tenantId, '1'), eq(roles.code, 'student'), eq(resources.sign, SIGN.viewingRecord)));
    expect(grant).toBeDefined();
    await db()
      .delete(roleResources)
      .where(and(eq(roleResources.roleId, grant!.roleId), eq(roleResources.resourceId, grant!.resourceId)));
    try {
      await signInFresh(page, journey.server.url, 'student01', 'Student@12345');
      await open('/personal-center/my-collection', 'my-collection');
      // The menu draws once the permission tree is in: wait for an entry it keeps before counting.
      await page.getByTestId('personal-menu-collection').waitFor();
      expect(await page.getByTestId('personal-menu-record').count()).toBe(0);
      await page.goto(`${journey.server.url}/#/personal-center/my-record`);
      await page.waitForURL(/#\/no-access/, { timeout: 15_000 });
    } finally {
      await db().insert(roleResources).values(grant!).onConflictDoNothing();
    }
  });
});

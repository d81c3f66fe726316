import { journeyFixtures } from '../support/journey';
import { describe, expect, it } from 'vitest';
import { ensureSignedIn, openDropdown, signInFresh as signIn } from '../support/ui-login';

/**
 * The header shows what each user's signs allow (SPEC §2 "Top navigation", "User dropdown", §6):
 * the top menu from the p2-front branch, the user dropdown entries gated by AUTH_ME_LIST.
 */
const journey = journeyFixtures();

const PERSONAL_ENTRIES = ['favourites', 'messages', 'viewing-record', 'notes', 'timetable'];

async function topMenuLabels(): Promise<string[]> {
  const items = journey.browser.page.locator('[data-testid="top-menu"] > ul > li');
  await items.first().waitFor({ timeout: 10_000 });
  return (await items.allInnerTexts()).map((text) => text.trim());
}

async function userMenuEntries(): Promise<string[]> {
  await openDropdown(journey.browser.page, 'user-dropdown', 'user-menu');
  const ids = await journey.browser.page
    .locator('[data-testid="user-menu"] [data-testid^="user-menu-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')?.replace('user-menu-', '') ?? ''));
  await journey.browser.page.mouse.move(0, 600);
  return ids;
}

describe('menu and user dropdown by sign', () => {
  it('student01 sees six top items, the personal entries, and neither course management nor the data board', async () => {
    await signIn(journey.browser.page, journey.server.url, 'student01', 'Student@12345');
    expect(await topMenuLabels()).toEqual(['Home', 'Courses', 'Timetable', 'Help centre', 'Library', 'MOOC']);
    expect(await journey.browser.page.getByTestId('menu-more').count()).toBe(0);
    expect(await userMenuEntries()).toEqual([...PERSONAL_ENTRIES, 'logout']);
  });

  it('teacher01 also sees course management but not the data board', async () => {
    await signIn(journey.browser.page, journey.server.url, 'teacher01', 'Teacher@12345');
    expect(await topMenuLabels()).toHaveLength(6);
    expect(await journey.browser.page.getByTestId('menu-more').count()).toBe(0);
    expect(await userMenuEntries()).toEqual([...PERSONAL_ENTRIES, 'course-management', 'my-media', 'logout']);
  });

  it('admin sees both, and the seventh top item goes under More', async () => {
    await signIn(journey.browser.page, journey.server.url, 'admin', 'Admin@12345');
    expect(await topMenuLabels()).toEqual(['Home', 'Courses', 'Timetable', 'Help centre', 'Library', 'More']);
    expect(await userMenuEntries()).toEqual([...PERSONAL_ENTRIES, 'course-management', 'my-media', 'data-board', 'logout']);

    await openDropdown(journey.browser.page, 'menu-more', 'menu-more');
    const overflow = journey.browser.page.locator('[data-testid="menu-more"] [role="menu"] [role="menuitem"]');
    await overflow.first().waitFor();
    expect((await overflow.allInnerTexts()).map((text) => text.trim())).toEqual(['MOOC', 'Report centre']);
  });

  it('a sub-menu item opens its page and the top item is highlighted', async () => {
    await ensureSignedIn(journey.browser.page, journey.server.url, 'admin', 'Admin@12345');
    await openDropdown(journey.browser.page, 'menu-p2-front-courses', 'menu-p2-front-courses');
    await journey.browser.page.locator('[data-testid="menu-p2-front-courses"] [role="menuitem"]', { hasText: 'Recorded' }).click();
    await journey.browser.page.waitForURL(/#\/list-video/);
    const trigger = journey.browser.page.locator('[data-testid="menu-p2-front-courses"] > button');
    await expect.poll(() => trigger.evaluate((node) => getComputedStyle(node).fontWeight)).toBe('600');
    expect(journey.browser.errors).toEqual([]);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/services/storage';

/**
 * Which theme the page shows (src/ui/theme/theme-store.ts): the user's pick, else the school's
 * colour (one of the six or its own), else the configured default; the school's last colour is
 * shown at once on the next load, for the same school only.
 */
const store = () => import('../../src/ui/theme/theme-store');
const root = () => document.documentElement;
const variable = (name: string) => root().style.getPropertyValue(name);

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  root().removeAttribute('style');
  delete root().dataset.theme;
  localStorage.setItem(STORAGE_KEYS.tenantId.name, '1');
});

describe('the theme store', () => {
  it("shows the school's own colour with its derived variables and the nearest theme's stylesheet", async () => {
    const { ensureThemeApplied, offerSchoolTheme, currentTheme } = await store();
    ensureThemeApplied('light');
    expect(root().dataset.theme).toBe('light');
    offerSchoolTheme('#8A1538', 'light');
    expect(currentTheme()).toBe('#8a1538');
    expect(root().dataset.theme).toBe('custom');
    expect(variable('--theme-color')).toBe('#8a1538');
    expect(variable('--theme-banner-scrim')).toContain('linear-gradient');
    expect(document.querySelector<HTMLLinkElement>('#lectern-theme-stylesheet')?.href).toMatch(/\/theme\/red\.css\?t=\d+$/);
  });

  it("leaves no own colour's scrim behind when a named theme follows", async () => {
    const { ensureThemeApplied, offerSchoolTheme } = await store();
    ensureThemeApplied('light');
    offerSchoolTheme('#8a1538', 'light');
    offerSchoolTheme('green', 'light');
    expect(root().dataset.theme).toBe('green');
    expect(variable('--theme-banner-scrim')).toBe('');
  });

  it("keeps the user's pick over the school's colour, now and on the next load", async () => {
    const first = await store();
    first.ensureThemeApplied('light');
    first.chooseTheme('blue');
    first.offerSchoolTheme('#8a1538', 'light');
    expect(root().dataset.theme).toBe('blue');

    vi.resetModules();
    const next = await store();
    next.ensureThemeApplied('light');
    next.offerSchoolTheme('#8a1538', 'light');
    expect(next.currentTheme()).toBe('blue');
  });

  it("shows the school's last colour at once on the next load, for that school only", async () => {
    const first = await store();
    first.ensureThemeApplied('light');
    first.offerSchoolTheme('#8a1538', 'light');

    vi.resetModules();
    const next = await store();
    next.ensureThemeApplied('light');
    expect(next.currentTheme()).toBe('#8a1538');

    vi.resetModules();
    localStorage.setItem(STORAGE_KEYS.tenantId.name, '2');
    const otherSchool = await store();
    otherSchool.ensureThemeApplied('light');
    expect(otherSchool.currentTheme()).toBe('light');
  });
});

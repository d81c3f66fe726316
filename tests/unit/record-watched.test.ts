import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, translate, type Language, type Translate } from '../../src/ui/i18n/translate';
import { watchedText } from '../../src/ui/personal-center/record-watched';

/** The viewing record's "how much" line (docs/personal-center.md): a percentage, or minutes watched live. */
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

const translator =
  (language: Language): Translate =>
  (key, ...params) =>
    translate(language, key, ...params);
const live = (watchedS: number | null) => ({ kind: 'live' as const, watchPercent: 0, watchedS });

describe('how much of an entry was watched', () => {
  it("says a short live visit was under a minute, never a clock's '0:00'", () => {
    expect(watchedText(live(0), translator('en'), 'en')).toBe('Watched live for under a minute');
    expect(watchedText(live(42), translator('en'), 'en')).toBe('Watched live for under a minute');
    expect(watchedText(live(null), translator('en'), 'en')).toBe('Watched live for under a minute');
    expect(watchedText(live(30), translator('zh'), 'zh')).toBe('直播观看不到 1 分钟');
  });

  it('gives a longer live visit in minutes and hours', () => {
    expect(watchedText(live(61), translator('en'), 'en')).toBe('Watched live for 1 minute');
    expect(watchedText(live(95 * 60), translator('en'), 'en')).toBe('Watched live for 1 hour 35 minutes');
    expect(watchedText(live(95 * 60), translator('zh'), 'zh')).toBe('直播观看 1小时35分钟');
  });

  it("gives a recording's share watched as a percentage", () => {
    expect(watchedText({ kind: 'vod', watchPercent: 0.456, watchedS: null }, translator('en'), 'en')).toBe('Watched 45%');
  });
});

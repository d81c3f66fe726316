import { beforeAll, describe, expect, it } from 'vitest';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';
import { loadCatalogue, translate, translateCount } from '../../src/ui/i18n/translate';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

describe('i18n catalogue', () => {
  it('every English key has a non-empty Chinese entry and no extra ones', () => {
    expect(Object.keys(messagesZh).sort()).toEqual(Object.keys(messagesEn).sort());
    for (const [key, text] of Object.entries(messagesZh)) expect(text.trim(), key).not.toBe('');
  });

  it('both languages use the same parameters', () => {
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(messagesEn) as (keyof typeof messagesEn)[]) {
      expect(params(messagesZh[key]), key).toEqual(params(messagesEn[key]));
    }
  });

  it('keeps the spec wording in English', () => {
    expect(translate('en', 'header.searchPlaceholder')).toBe('course name/classroom/teacher');
    expect(translate('en', 'history.empty')).toBe('no viewing record yet');
    expect(translate('en', 'permission.noSystem')).toBe('the current user has no system permission');
    expect(translate('en', 'permission.menuFailed')).toBe('failed to get menu permission');
    expect(translate('en', 'permission.denied')).toBe('no permission');
    expect(translate('en', 'image.loadFailed')).toBe('load failed');
    expect(translate('en', 'app.initError')).toBe('global init err');
  });

  it("writes SPEC §8's dialog words as a title and buttons: 'Hint', 'Cancel', 'Confirm'", () => {
    expect(translate('en', 'dialog.hint')).toBe('Hint');
    expect(translate('en', 'dialog.cancel')).toBe('Cancel');
    expect(translate('en', 'dialog.confirm')).toBe('Confirm');
  });

  it("words a last watch that never happened one way, on every page: 'Never'", () => {
    const emptyWords = ['Never', 'Not yet', 'never', 'not yet'];
    expect(Object.entries(messagesEn).filter(([, text]) => emptyWords.includes(text))).toEqual([['lastWatched.never', 'Never']]);
    expect(translate('zh', 'lastWatched.never')).toBe('从未观看');
  });

  it('interpolates parameters', () => {
    expect(translate('en', 'uploader.fileReadError', { name: 'a.mp4' })).toBe('file a.mp4 read error, please check the file');
    expect(translate('zh', 'uploader.fileReadError', { name: 'a.mp4' })).toBe('文件 a.mp4 读取错误，请检查文件');
    expect(translate('en', 'uploader.title', { done: 2, total: 5 })).toBe('finished 2 / 5');
  });

  it("counts in the language's plural forms: '1 recording', never '1 recordings'", () => {
    expect(translateCount('en', 'card.recordings', 1)).toBe('1 recording');
    expect(translateCount('en', 'card.recordings', 0)).toBe('0 recordings');
    expect(translateCount('en', 'card.recordings', 2)).toBe('2 recordings');
    expect(translateCount('en', 'card.views', 1)).toBe('1 view');
    expect(translateCount('en', 'card.views', 1234)).toBe('1,234 views');
    expect(translateCount('en', 'detail.lessonCount', 1)).toBe('1 lesson');
    expect(translateCount('en', 'list.count', 1)).toBe('1 result');
    expect(translateCount('en', 'list.count', 1234)).toBe('1,234 results');
    expect(translateCount('zh', 'card.recordings', 1)).toBe('1 节录播');
    expect(translateCount('zh', 'detail.lessonCount', 16)).toBe('共 16 节课');
  });

  it('gives every plural message both forms in both languages', () => {
    for (const key of Object.keys(messagesEn)) {
      const match = /^(.*)\.(one|other)$/.exec(key);
      if (match === null) continue;
      expect(Object.keys(messagesEn), key).toContain(`${match[1]}.${match[2] === 'one' ? 'other' : 'one'}`);
      expect(messagesEn[key as keyof typeof messagesEn], key).toContain('{count}');
    }
  });
});

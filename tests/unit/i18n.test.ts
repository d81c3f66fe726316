import { describe, expect, it } from 'vitest';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';
import { translate } from '../../src/ui/i18n/translate';

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

  it('interpolates parameters', () => {
    expect(translate('en', 'uploader.fileReadError', { name: 'a.mp4' })).toBe('file a.mp4 read error, please check the file');
    expect(translate('zh', 'uploader.fileReadError', { name: 'a.mp4' })).toBe('文件 a.mp4 读取错误，请检查文件');
    expect(translate('en', 'uploader.title', { done: 2, total: 5 })).toBe('Uploads 2/5');
  });
});

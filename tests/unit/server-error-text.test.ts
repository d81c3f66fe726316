import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR } from '../../src/schemas/error-codes';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';
import { serverErrorText } from '../../src/ui/kit/toast/server-error-text';
import { loadCatalogue } from '../../src/ui/i18n/translate';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

describe('what an error toast says', () => {
  const validation = 'body.items.0.remark: Too big: expected string to have <=20 characters';

  it('shows a sentence in the user language instead of raw validation text', () => {
    const en = serverErrorText('en', ERROR.badRequest.code, validation);
    const zh = serverErrorText('zh', ERROR.badRequest.code, validation);
    expect(en).toBe('Some of the details sent were not accepted. Please check them and try again.');
    expect(zh).toBe('提交的部分内容未被接受，请检查后重试。');
    for (const text of [en, zh]) expect(text).not.toContain('body.');
  });

  it('keeps the spec wording where the spec gives one', () => {
    expect(serverErrorText('en', ERROR.forbidden.code, 'no permission')).toBe('no permission');
    expect(serverErrorText('en', ERROR.loginFailed.code, 'whatever')).toBe('wrong username or password');
  });

  it("shows the server's own message for a code this version does not know", () => {
    expect(serverErrorText('zh', 49999, 'a newer server says so')).toBe('a newer server says so');
    expect(serverErrorText('en', undefined, 'no envelope code')).toBe('no envelope code');
  });

  it('has a sentence for every error kind in both languages', () => {
    for (const kind of Object.keys(ERROR)) {
      expect(messagesEn, kind).toHaveProperty([`error.${kind}`]);
      expect(messagesZh, kind).toHaveProperty([`error.${kind}`]);
    }
  });
});

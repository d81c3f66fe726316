import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadRowStatus } from '../../src/services/upload/upload-row';
import { loadCatalogue, translate, type Language, type Translate } from '../../src/ui/i18n/translate';
import { noticeText } from '../../src/ui/uploader/notice-text';
import { statusText } from '../../src/ui/uploader/status-text';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

/** The uploader panel's status column (SPEC §4 "Upload file statuses"). */
const t =
  (language: Language): Translate =>
  (key, ...params) =>
    translate(language, key, ...params);

const text = (status: UploadRowStatus, progress = 0, language: Language = 'en') => statusText({ status, progress }, t(language));

describe('upload status text', () => {
  it("reads the spec's words, with the percentage while hashing, sending and transcoding", () => {
    expect(text('md5', 0.42)).toBe('verifying MD5 42%');
    expect(text('waiting')).toBe('waiting to upload');
    expect(text('uploading', 0.375)).toBe('uploading 37%');
    expect(text('paused', 0.5)).toBe('paused');
    expect(text('success', 1)).toBe('success');
    expect(text('error', 0.3)).toBe('failed');
    expect(text('merging', 1)).toBe('merging');
    expect(text('transcoding', 0.6)).toBe('transcoding 60%');
    expect(text('failed')).toBe('failed');
    expect(text('remembered')).toBe('paused: choose the file again to continue');
  });

  it('never shows more than 100 % or less than 0 %, and rounds down (99.9 % is not done)', () => {
    expect(text('uploading', 0.999)).toBe('uploading 99%');
    expect(text('uploading', 1.2)).toBe('uploading 100%');
    expect(text('md5', -0.1)).toBe('verifying MD5 0%');
  });

  it('reads the same statuses in Chinese', () => {
    expect(text('md5', 0.42, 'zh')).toBe('校验MD5 42%');
    expect(text('waiting', 0, 'zh')).toBe('等待上传');
    expect(text('transcoding', 0.6, 'zh')).toBe('转码中 60%');
    expect(text('remembered', 0, 'zh')).toBe('已暂停：请重新选择该文件以继续上传');
  });

  it("shows the server's reason as given, and the catalogue's messages with their values", () => {
    expect(noticeText({ text: 'storage quota exceeded' }, 'en')).toBe('storage quota exceeded');
    expect(noticeText({ id: 'uploader.fileReadError', values: { name: 'a.mp4' } }, 'en')).toBe(
      'file a.mp4 read error, please check the file',
    );
    expect(noticeText({ id: 'uploader.fileReadError', values: { name: 'a.mp4' } }, 'zh')).toBe('文件 a.mp4 读取错误，请检查文件');
    expect(noticeText({ id: 'uploader.sendFailed' }, 'en')).toBe('the upload failed');
  });
});

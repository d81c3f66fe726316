import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadRowStatus } from '../../src/services/upload/upload-row';
import { catalogueOf, loadCatalogue, translate, type Language, type Translate } from '../../src/ui/i18n/translate';
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

  it("words a refusal from its reason and values in the reader's language, never the server's English", () => {
    const tooLarge = {
      id: 'uploader.rejected',
      refusal: { code: 41300, result: { reason: 'uploadTooLarge', values: { mib: 2048 } } },
    } as const;
    expect(noticeText(tooLarge, 'en')).toBe('A file may be at most 2048 MiB, and this one is larger.');
    expect(noticeText(tooLarge, 'zh')).toBe('单个文件最大 2048 MiB，此文件超出了限制。');
    const quotaFull = {
      id: 'uploader.rejected',
      refusal: { code: 41301, result: { reason: 'uploadQuotaFull', values: { mib: 10240 } } },
    } as const;
    expect(noticeText(quotaFull, 'zh')).toBe('您的上传最多占用 10240 MiB，加上此文件将超出。请联系管理员增加空间。');
    const notEnded = {
      id: 'uploader.rejected',
      refusal: { code: 40900, result: { reason: 'recordingLessonNotEnded', values: {} } },
    } as const;
    expect(noticeText(notEnded, 'zh')).toBe(catalogueOf('zh')['refusal.recordingLessonNotEnded']);
    // No refusal of its own: the error kind's sentence; a code this version does not know, the panel's own.
    expect(noticeText({ id: 'uploader.rejected', refusal: { code: 40300, result: null } }, 'zh')).toBe('没有权限');
    expect(noticeText({ id: 'uploader.rejected', refusal: { code: 49999, result: null } }, 'zh')).toBe('服务器未接受该文件');
    expect(noticeText({ id: 'uploader.processingFailed' }, 'zh')).toBe('服务器无法处理该视频');
  });

  it("shows the catalogue's messages with their values", () => {
    expect(noticeText({ id: 'uploader.fileReadError', values: { name: 'a.mp4' } }, 'en')).toBe(
      'file a.mp4 read error, please check the file',
    );
    expect(noticeText({ id: 'uploader.fileReadError', values: { name: 'a.mp4' } }, 'zh')).toBe('文件 a.mp4 读取错误，请检查文件');
    expect(noticeText({ id: 'uploader.sendFailed' }, 'en')).toBe('the upload failed');
  });
});

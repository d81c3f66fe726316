import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, translate, type Language, type Translate } from '../../src/ui/i18n/translate';
import { messageText } from '../../src/ui/messages/message-text';
import type { Message } from '../../src/schemas/messages';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

/** A cancelled lesson's message (topic lesson-cancelled, docs/admin.md "Lessons") in the reader's language. */
const cancelled = (params: Record<string, string>): Message => ({
  id: 'm1',
  kind: 'course',
  topic: 'lesson-cancelled',
  params,
  title: 'Lesson cancelled: Linear Algebra 01',
  content: 'stored English',
  teclId: 't1',
  courId: null,
  vodId: null,
  isRead: false,
  createdAt: '2026-03-02T00:00:00.000Z',
});

const tr =
  (language: Language): Translate =>
  (key, ...params) =>
    translate(language, key, ...params);

describe('messageText: lesson-cancelled', () => {
  const params = {
    teclName: '线性代数 01',
    lesson: '线性代数',
    begin: '2026-03-03T00:00:00.000Z',
    end: '2026-03-03T01:40:00.000Z',
    room: 'A101',
  };

  it('words the class, the lesson, its time and room in each language', () => {
    const zh = messageText(cancelled(params), tr('zh'), 'zh');
    expect(zh.title).toBe('课程取消：线性代数 01');
    expect(zh.content).toContain('A101');
    expect(zh.content).toContain('已取消');
    const en = messageText(cancelled(params), tr('en'), 'en');
    expect(en.title).toBe('Lesson cancelled: 线性代数 01');
    expect(en.content).toMatch(/^线性代数 on .+ in A101 is cancelled\.$/);
  });

  it('leaves the room out when there was none, and shows the stored text when a value is missing', () => {
    expect(messageText(cancelled({ ...params, room: '' }), tr('en'), 'en').content).not.toContain(' in ');
    expect(messageText(cancelled({ teclName: 'x' }), tr('zh'), 'zh').content).toBe('stored English');
  });
});

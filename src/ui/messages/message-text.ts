import type { Message } from '../../schemas/messages';
import { formatDateTime } from '../i18n/format';
import type { Language, Translate } from '../i18n/translate';

/**
 * A message's title and content in the reader's language: a known topic is worded from its
 * values; free text (an announcement, an older message) and a topic missing a value show as
 * stored (the server's English rendering).
 */
export type MessageText = { title: string; content: string };

export function messageText(message: Message, t: Translate, language: Language): MessageText {
  const p = message.params;
  const has = (...names: string[]) => names.every((name) => typeof p[name] === 'string');
  const stored = { title: message.title, content: message.content };
  switch (message.topic) {
    case 'recording-ready':
      return has('teclName', 'lesson', 'title')
        ? {
            title: t('inbox.topic.recording-ready.title', { teclName: p.teclName! }),
            content: t('inbox.topic.recording-ready.content', { lesson: p.lesson!, title: p.title! }),
          }
        : stored;
    case 'lesson-changed': {
      if (!has('teclName', 'lesson', 'begin')) return stored;
      const time = formatDateTime(p.begin!, language);
      return {
        title: t('inbox.topic.lesson-changed.title', { teclName: p.teclName! }),
        content: p.room
          ? t('inbox.topic.lesson-changed.contentRoom', { lesson: p.lesson!, time, room: p.room })
          : t('inbox.topic.lesson-changed.content', { lesson: p.lesson!, time }),
      };
    }
    case 'lesson-cancelled': {
      if (!has('teclName', 'lesson', 'begin')) return stored;
      const time = formatDateTime(p.begin!, language);
      return {
        title: t('inbox.topic.lesson-cancelled.title', { teclName: p.teclName! }),
        content: p.room
          ? t('inbox.topic.lesson-cancelled.contentRoom', { lesson: p.lesson!, time, room: p.room })
          : t('inbox.topic.lesson-cancelled.content', { lesson: p.lesson!, time }),
      };
    }
    case 'capture-no-signal': {
      if (!has('teclName', 'lesson', 'begin', 'room')) return stored;
      const time = formatDateTime(p.begin!, language);
      return {
        title: t('inbox.topic.capture-no-signal.title', { teclName: p.teclName! }),
        content: t('inbox.topic.capture-no-signal.content', { lesson: p.lesson!, time, room: p.room! }),
      };
    }
    case 'note-released':
      return has('teclName', 'note')
        ? {
            title: t('inbox.topic.note-released.title', { teclName: p.teclName! }),
            content: t('inbox.topic.note-released.content', { note: p.note! }),
          }
        : stored;
    default:
      return stored;
  }
}

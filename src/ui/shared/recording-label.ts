import { formatDate, type Moment, type ZoneOption } from '../i18n/format';
import type { Language } from '../i18n/translate';

/**
 * What tells a recording apart from others titled alike (the two lessons of one week are both
 * "Advanced Mathematics 高等数学 — week 9"): its class and its lesson's date, in the reader's
 * language: 'Advanced Mathematics · Class 1 · 24 Nov 2026' / 'Advanced Mathematics · Class 1 ·
 * 2026年11月24日'. The data board, the report center's heat map and the clip sources show it
 * under or beside the title.
 */
export const recordingContext = (recording: { teclName: string; recordedAt: Moment }, language: Language, zone: ZoneOption = {}): string =>
  `${recording.teclName} · ${formatDate(recording.recordedAt, language, 'dayMonthYear', zone)}`;

import type { WatchRecordItem } from '../../schemas/personal';
import { progressPercent } from '../history/progress';
import { formatTimeSpent } from '../i18n/format';
import type { Language, Translate } from '../i18n/translate';

/**
 * How much of a viewing-record entry was watched: of a recording, the percentage; of a lesson
 * watched live, for how long, in minutes ('under a minute' rather than a clock's '0:00').
 */
export function watchedText(record: Pick<WatchRecordItem, 'kind' | 'watchPercent' | 'watchedS'>, t: Translate, language: Language): string {
  if (record.kind === 'vod') return t('personal.record.progress', { percent: progressPercent(record.watchPercent) });
  const spent = formatTimeSpent(record.watchedS ?? 0, language);
  return spent === null ? t('personal.record.watchedLiveBrief') : t('personal.record.watchedLive', { time: spent });
}

import { formatDateTime, formatNumber } from '../i18n/format';
import type { Language } from '../i18n/translate';
import { Share } from './report-styles';

/** A share 0..1 as '62.5%', one decimal like the CSV files. */
export const percentText = (share: number, language: Language) => `${formatNumber(Math.round(share * 1000) / 10, language, 1)}%`;

/** A share with a bar under it, for completion columns. */
export function ShareCell({ share, language }: { share: number; language: Language }) {
  const width = `${Math.max(0, Math.min(1, share)) * 100}%`;
  return (
    <Share>
      {percentText(share, language)}
      <i aria-hidden="true">
        <b style={{ width }} />
      </i>
    </Share>
  );
}

export const dateTimeText = (iso: string, language: Language) => formatDateTime(iso, language);

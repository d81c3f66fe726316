import type { EnrolmentImportResult } from '../../schemas/admin-enrolment';
import { useI18n } from '../i18n/i18n-context';
import { Report } from './admin-styles';

/** The CSV import's report: counts, then each refused row with its line number and reason. */
export function ImportReport({ result }: { result: EnrolmentImportResult }) {
  const { t } = useI18n();
  return (
    <Report role="status" data-testid="import-report" data-dry-run={result.dryRun}>
      <strong>{t(result.dryRun ? 'admin.import.previewTitle' : 'admin.import.doneTitle')}</strong>
      <span data-testid="import-counts">
        {t(result.dryRun ? 'admin.import.wouldAdd' : 'admin.import.added', { n: result.added.length })} ·{' '}
        {t('admin.import.already', { n: result.alreadyEnrolled.length })} · {t('admin.import.errors', { n: result.errors.length })}
        {result.header ? ` · ${t('admin.import.header')}` : ''}
      </span>
      {result.errors.length > 0 && (
        <ul>
          {result.errors.map((error) => (
            <li key={error.row} data-testid="import-error" data-reason={error.reason}>
              {t('admin.import.row', { row: error.row, value: error.value, reason: t(`admin.import.reason.${error.reason}`) })}
            </li>
          ))}
        </ul>
      )}
    </Report>
  );
}

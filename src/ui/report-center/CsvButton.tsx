import { useState } from 'react';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { downloadReportCsv, type CsvRequest } from './csv-download';
import { CsvProblem, CsvSlot } from './report-styles';

/** "Download CSV" for one report: busy while the file is made, a short line when it fails. */
export function CsvButton({ request, testId }: { request: CsvRequest; testId: string }) {
  const { t, language } = useI18n();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadReportCsv(request, language);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <CsvSlot>
      {state === 'failed' && <CsvProblem role="alert">{t('reports.csvFailed')}</CsvProblem>}
      <ActionButton type="button" tone="outline" disabled={state === 'busy'} onClick={() => void download()} data-testid={testId}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M8 2v8m0 0 3.2-3.2M8 10 4.8 6.8M2.5 13.5h11" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {state === 'busy' ? t('reports.csvBusy') : t('reports.csv')}
      </ActionButton>
    </CsvSlot>
  );
}

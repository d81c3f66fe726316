import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { CsvButton } from './CsvButton';
import type { CsvRequest } from './csv-download';
import { Bar, BarTitle, Problem, ReportTable, TableScroll } from './report-styles';

type Props<Row> = {
  title: string;
  csv: CsvRequest;
  csvTestId: string;
  query: UseQueryResult<{ records: Row[] }>;
  /** Shown when the report has no rows. */
  empty: ReactNode;
  /** The header row's cells. */
  head: ReactNode;
  /** One `<tr>` per record. */
  row: (record: Row) => ReactNode;
  tableTestId?: string;
  /** Beside the CSV button (a close button for a report opened below another). */
  actions?: ReactNode;
  /** Under the table when it has rows (the pager). */
  footer?: ReactNode;
};

/**
 * One report as every tab and drill-down of the report center shows it: a title bar with its CSV
 * download, then the failure, the empty state or the table (dimmed while the next page loads).
 */
export function ReportSection<Row>({ title, csv, csvTestId, query, empty, head, row, tableTestId, actions, footer }: Props<Row>) {
  const { t } = useI18n();
  const report = query.data;
  return (
    <>
      <Bar>
        <BarTitle>{title}</BarTitle>
        <CsvButton request={csv} testId={csvTestId} />
        {actions}
      </Bar>
      {query.isError && !report && <Problem>{t('reports.loadFailed')}</Problem>}
      {report && report.records.length === 0 && empty}
      {report && report.records.length > 0 && (
        <>
          <TableScroll>
            <ReportTable loading={query.isPlaceholderData} data-testid={tableTestId}>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>{report.records.map(row)}</tbody>
            </ReportTable>
          </TableScroll>
          {footer}
        </>
      )}
    </>
  );
}

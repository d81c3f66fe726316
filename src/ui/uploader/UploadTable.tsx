import type { UploadRow, UploadRowStatus } from '../../services/upload/upload-row';
import { formatFileSize } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { EllipsisText } from '../shared/ellipsis-text';
import { noticeText } from './notice-text';
import { percentOf, statusText } from './status-text';
import { UploadRowActions } from './UploadRowActions';
import { Bar, Cell, Empty, HeadCell, Reason, StatusLine, Table } from './uploader-styles';

const TONES: Partial<Record<UploadRowStatus, 'done' | 'bad' | 'waiting'>> = {
  success: 'done',
  error: 'bad',
  failed: 'bad',
  waiting: 'waiting',
  paused: 'waiting',
  remembered: 'waiting',
};

const SHOWS_BAR: readonly UploadRowStatus[] = ['md5', 'uploading', 'transcoding'];

/** The panel's files: name (cut at 170 px), size, status with its percentage, actions (SPEC §2). */
export function UploadTable({ rows }: { rows: readonly UploadRow[] }) {
  const { t } = useI18n();
  if (rows.length === 0) return <Empty data-testid="uploader-empty">{t('uploader.empty')}</Empty>;
  return (
    <Table>
      <thead>
        <tr>
          <HeadCell>{t('uploader.column.name')}</HeadCell>
          <HeadCell>{t('uploader.column.size')}</HeadCell>
          <HeadCell>{t('uploader.column.status')}</HeadCell>
          <HeadCell>{t('uploader.column.actions')}</HeadCell>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <UploadLine key={row.id} row={row} />
        ))}
      </tbody>
    </Table>
  );
}

function UploadLine({ row }: { row: UploadRow }) {
  const { t, language } = useI18n();
  return (
    <tr data-testid="upload-row" data-status={row.status} data-identifier={row.identifier ?? ''}>
      <Cell>
        <EllipsisText text={row.name} />
      </Cell>
      <Cell css={{ whiteSpace: 'nowrap' }}>{formatFileSize(row.size, language)}</Cell>
      <Cell>
        <StatusLine tone={TONES[row.status] ?? 'normal'} data-testid="upload-status">
          {statusText(row, t)}
        </StatusLine>
        {SHOWS_BAR.includes(row.status) && (
          <Bar aria-hidden>
            <span style={{ width: `${percentOf(row.progress)}%` }} />
          </Bar>
        )}
        {row.reason !== null && <Reason data-testid="upload-reason">{noticeText(row.reason, language)}</Reason>}
      </Cell>
      <Cell>
        <UploadRowActions row={row} />
      </Cell>
    </tr>
  );
}

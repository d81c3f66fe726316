import { saveFile } from '../shared/save-file';
import { useEffect, useState } from 'react';
import type { LogFilter, StoredLogEntry } from '../../services/log/log-store';
import { formatDate, formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { PageHeading, PageSection, PageText } from '../kit/page-frame';
import { Button, Control, Select, Table, Toolbar } from './log-table-styles';
import { EllipsisText } from '../shared/ellipsis-text';
import { useAppServices } from '../shared/use-app-context';

/** /kiaf/log: the client log kept in this browser (SPEC §2, §4), filterable, exportable as JSON. */
export function KiafLogPage() {
  const { t, language } = useI18n();
  const { log } = useAppServices();
  const { store } = log;
  const [filter, setFilter] = useState<LogFilter>({});
  const [entries, setEntries] = useState<StoredLogEntry[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    const load = async () => {
      // Pending entries are written first, so the page shows everything logged so far.
      await log.flush();
      const [found, known] = await Promise.all([store.query(filter), store.types()]);
      if (!current) return;
      setEntries(found);
      setTypes(known);
    };
    void load();
    return () => {
      current = false;
    };
  }, [log, store, filter, reloads]);

  const exportJson = async () => {
    const blob = new Blob([await store.exportJson(filter)], { type: 'application/json' });
    saveFile(blob, `lectern-log-${formatDate(Date.now(), language, 'iso')}.json`);
  };

  return (
    <PageSection>
      <PageHeading>{t('log.title')}</PageHeading>
      <PageText>{t('log.hint')}</PageText>
      <Toolbar>
        <Select
          aria-label={t('log.type')}
          value={filter.type ?? ''}
          onChange={(e) => setFilter({ ...filter, type: e.target.value || undefined })}
        >
          <option value="">{t('log.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
        <Control
          type="search"
          placeholder={t('log.search')}
          value={filter.text ?? ''}
          onChange={(e) => setFilter({ ...filter, text: e.target.value })}
        />
        <Button type="button" onClick={() => setReloads((n) => n + 1)}>
          {t('log.refresh')}
        </Button>
        <Button type="button" onClick={() => void exportJson()}>
          {t('log.export')}
        </Button>
      </Toolbar>
      {entries.length === 0 ? (
        <PageText data-testid="log-empty">{t('log.empty')}</PageText>
      ) : (
        <Table>
          <thead>
            <tr>
              {(['log.time', 'log.type', 'log.user', 'log.url', 'log.status', 'log.spend', 'log.message', 'log.page'] as const).map(
                (key) => (
                  <th key={key}>{t(key)}</th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-whole>{formatDateTime(entry.timestamp, language, { seconds: true })}</td>
                <td data-whole>{entry.type}</td>
                <td data-whole>{entry.username ?? ''}</td>
                <td>
                  <EllipsisText text={entry.url ?? ''} />
                </td>
                <td data-whole>
                  {entry.status ?? ''}
                  {entry.code === undefined ? '' : ` / ${entry.code}`}
                </td>
                <td data-whole>{entry.spendTime ?? ''}</td>
                <td>{entry.message ?? ''}</td>
                <td>
                  <EllipsisText text={entry.windowId} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageSection>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { TabList, TabTrigger } from '../clip-manage/media-styles';
import { useI18n } from '../i18n/i18n-context';
import { PageBody, PageTitle } from '../shared/page-layout';
import { AttendanceTab } from './AttendanceTab';
import { CompletionTab } from './CompletionTab';
import { EngagementTab } from './EngagementTab';
import { NO_REPORT_FILTERS, type ReportFilters as Filters } from './report-api';
import { Intro } from './report-styles';
import { ReportFilters } from './ReportFilters';

const TABS = ['completion', 'attendance', 'engagement'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

/**
 * /report-center (docs/admin.md "The report center page"): how the classes the caller manages are
 * watched, filtered by term and organisation: completion per class and per student, live
 * attendance per lesson, engagement per recording; each table downloads as CSV. A change of
 * filters starts each report again from its first page (the tabs are keyed by them).
 */
export function ReportCenterPage() {
  const { t } = useI18n();
  const [filters, setFilters] = useState<Filters>(NO_REPORT_FILTERS);
  const [tab, setTab] = useState<Tab>('completion');
  const key = `${filters.acteId}|${filters.orgaId}`;
  return (
    <PageBody data-testid="report-center">
      <PageTitle>{t('route.reportCenter')}</PageTitle>
      <Intro>{t('reports.intro')}</Intro>
      <ReportFilters filters={filters} onChange={setFilters} />
      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabList aria-label={t('route.reportCenter')}>
          {TABS.map((name) => (
            <TabTrigger key={name} value={name} data-testid={`report-tab-${name}`}>
              {t(`reports.tab.${name}`)}
            </TabTrigger>
          ))}
        </TabList>
        <Tabs.Content value="completion">{tab === 'completion' && <CompletionTab key={key} filters={filters} />}</Tabs.Content>
        <Tabs.Content value="attendance">{tab === 'attendance' && <AttendanceTab key={key} filters={filters} />}</Tabs.Content>
        <Tabs.Content value="engagement">{tab === 'engagement' && <EngagementTab key={key} filters={filters} />}</Tabs.Content>
      </Tabs.Root>
    </PageBody>
  );
}

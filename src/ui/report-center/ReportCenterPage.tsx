import * as Tabs from '@radix-ui/react-tabs';
import { getRouteApi } from '@tanstack/react-router';
import { REPORT_TABS, type ReportTab } from '../../schemas/search-params';
import { TabList, TabTrigger } from '../kit/tabs';
import { useI18n } from '../i18n/i18n-context';
import { PageBody, PageTitle } from '../shared/page-layout';
import { AttendanceTab } from './AttendanceTab';
import { CompletionTab } from './CompletionTab';
import { EngagementTab } from './EngagementTab';
import { reportFiltersOf, reportTabOf } from './report-api';
import { Intro } from './report-styles';
import { ReportFilters } from './ReportFilters';

const route = getRouteApi('/layout/report-center');
const isTab = (value: string): value is ReportTab => (REPORT_TABS as readonly string[]).includes(value);

/**
 * /report-center (docs/admin.md "The report center page"): how the classes the caller manages are
 * watched, filtered by term and organisation: completion per class and per student, live
 * attendance per lesson, engagement per recording; each table downloads as CSV. The filters and
 * the tab are the address's (the route's loader fills the first page), so a reload keeps them. A
 * change of filters starts each report again from its first page (the tabs are keyed by them).
 */
export function ReportCenterPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = reportFiltersOf(search);
  const tab = reportTabOf(search);
  const key = `${filters.acteId}|${filters.orgaId}`;
  return (
    <PageBody data-testid="report-center">
      <PageTitle>{t('route.reportCenter')}</PageTitle>
      <Intro>{t('reports.intro')}</Intro>
      <ReportFilters
        filters={filters}
        onChange={(change) =>
          // Merged into the address as it is now, not as this render saw it; "" (any) leaves the address.
          void navigate({
            search: (previous) => ({
              ...previous,
              ...('acteId' in change ? { acteId: change.acteId || undefined } : {}),
              ...('orgaId' in change ? { orgaId: change.orgaId || undefined } : {}),
            }),
          })
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) void navigate({ search: (previous) => ({ ...previous, tab: value === 'completion' ? undefined : value }) });
        }}
      >
        <TabList aria-label={t('route.reportCenter')}>
          {REPORT_TABS.map((name) => (
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

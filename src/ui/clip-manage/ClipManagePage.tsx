import * as Tabs from '@radix-ui/react-tabs';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ClipManageTab } from '../../schemas/search-params';
import { useI18n } from '../i18n/i18n-context';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { PageTitle } from '../shared/page-layout';
import { ClipsTab } from './ClipsTab';
import { listInputsOf } from './media-api';
import { TabList, TabTrigger } from '../kit/tabs';
import { ResourcesTab } from './ResourcesTab';

const route = getRouteApi('/layout/clip-manage');

/**
 * /clip-manage, the teacher's media (docs/uploads.md "The media page"): their resources and their
 * clips, in two tabs. The tab, the page and the title search live in the address.
 */
export function ClipManagePage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab: ClipManageTab = search.tab ?? 'resources';
  const inputs = listInputsOf(search);
  const onSearch = (title: string) => void navigate({ search: (prev) => ({ tab: prev.tab, title: title === '' ? undefined : title }) });
  const onPage = useCallback(
    (page: number) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
    [navigate],
  );
  const onTab = (next: string) => void navigate({ search: next === 'clips' ? { tab: 'clips' } : {} });
  return (
    <FullWindowFrame title={t('route.clipManage')} testId="clip-manage-page">
      <PageTitle>{t('media.heading')}</PageTitle>
      <Tabs.Root value={tab} onValueChange={onTab}>
        <TabList aria-label={t('media.heading')}>
          <TabTrigger value="resources" data-testid="tab-resources">
            {t('media.tab.resources')}
          </TabTrigger>
          <TabTrigger value="clips" data-testid="tab-clips">
            {t('media.tab.clips')}
          </TabTrigger>
        </TabList>
        <Tabs.Content value="resources">
          {tab === 'resources' && <ResourcesTab inputs={inputs} onSearch={onSearch} onPage={onPage} />}
        </Tabs.Content>
        <Tabs.Content value="clips">{tab === 'clips' && <ClipsTab inputs={inputs} onSearch={onSearch} onPage={onPage} />}</Tabs.Content>
      </Tabs.Root>
    </FullWindowFrame>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { AdminClassDetail } from '../../../schemas/admin-detail';
import { ADMIN_DETAIL_TABS, type AdminDetailTab } from '../../../schemas/search-params';
import { TabTrigger } from '../../kit/tabs';
import { useI18n } from '../../i18n/i18n-context';
import { DetailSkeleton } from '../../shared/DetailSkeleton';
import { DetailUnavailable } from '../../shared/DetailUnavailable';
import { PageBody } from '../../shared/page-layout';
import { answerOf, refusalOf, type Answer } from '../../shared/refusal';
import { StudentTabs } from '../StudentTabs';
import { adminClassDetailQuery } from './class-detail-api';
import { ClassHeader } from './ClassHeader';
import { ClassLmsRosters } from './ClassLmsRosters';
import { Count, DetailTabList } from './detail-styles';
import { LessonsTab } from './LessonsTab';
import { NotesTab } from './NotesTab';
import { RecordingsTab } from './RecordingsTab';
import { ResourcesTab } from './ResourcesTab';
import { ViewingTab } from './ViewingTab';

const route = getRouteApi('/layout/admin/detail');

/** How many each tab holds, shown beside its name (none for the viewing figures). */
const countOf = (detail: AdminClassDetail, tab: AdminDetailTab): number | null =>
  ({
    lessons: detail.lessons.length,
    recordings: detail.recordings.length,
    resources: detail.resources.length,
    students: detail.enrolledCount,
    notes: detail.pendingNotes.length,
    viewing: null,
  })[tab];

/**
 * /admin/detail?teclId=…, one teaching class as its teacher or an administrator manages it
 * (docs/admin.md "The class detail page"): a header naming the class, then tabs for its lessons
 * (move, cancel), recordings (publish, hide), resources (upload, delete), students (and the LMS
 * rosters they are synced from), notes waiting for release and viewing figures. The class and the open tab live in the address.
 */
export function AdminDetailPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const teclId = search.teclId;
  const tab = search.tab ?? 'lessons';
  const answer = answerOf(useQuery({ ...adminClassDetailQuery(teclId ?? ''), enabled: teclId !== undefined }), refusalOf);
  const state: Answer<AdminClassDetail> = teclId === undefined ? { status: 'missing' } : answer;
  const onTab = (next: string) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next === 'lessons' ? undefined : (next as AdminDetailTab) }) });

  if (state.status !== 'ready')
    return (
      <PageBody data-testid="admin-detail" data-state={state.status}>
        {state.status === 'loading' ? <DetailSkeleton /> : <DetailUnavailable reason={state.status} />}
      </PageBody>
    );
  const detail = state.value;
  return (
    <PageBody data-testid="admin-detail" data-state="ready" data-tecl-id={detail.teclId}>
      <ClassHeader detail={detail} />
      <Tabs.Root value={tab} onValueChange={onTab}>
        <DetailTabList aria-label={detail.teclName}>
          {ADMIN_DETAIL_TABS.map((name) => {
            const count = countOf(detail, name);
            return (
              <TabTrigger key={name} value={name} data-testid={`detail-tab-${name}`}>
                {t(`adminDetail.tab.${name}`)}
                {count !== null && <Count>{count}</Count>}
              </TabTrigger>
            );
          })}
        </DetailTabList>
        <Tabs.Content value="lessons">{tab === 'lessons' && <LessonsTab detail={detail} />}</Tabs.Content>
        <Tabs.Content value="recordings">{tab === 'recordings' && <RecordingsTab detail={detail} />}</Tabs.Content>
        <Tabs.Content value="resources">{tab === 'resources' && <ResourcesTab detail={detail} />}</Tabs.Content>
        <Tabs.Content value="students">
          {tab === 'students' && (
            <>
              <ClassLmsRosters teclId={detail.teclId} />
              <StudentTabs teclId={detail.teclId} />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="notes">{tab === 'notes' && <NotesTab detail={detail} />}</Tabs.Content>
        <Tabs.Content value="viewing">{tab === 'viewing' && <ViewingTab detail={detail} />}</Tabs.Content>
      </Tabs.Root>
    </PageBody>
  );
}

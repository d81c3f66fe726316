import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE } from '../../constants';
import type { ManagedClass } from '../../schemas/admin-classes';
import { readUserInfo } from '../../services/storage';
import { ActionButton } from '../detail/detail-buttons';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../lists/Pager';
import { usePermissions } from '../permission/permission-context';
import { EmptyBlock } from '../shared/EmptyBlock';
import { PageBody, PageTitle } from '../shared/page-layout';
import { CLASS_PAGE_SIZE, NO_FILTERS, classesQuery, type ClassFilters } from './admin-api';
import { TitleRow } from './admin-styles';
import { ClassFiltersBar } from './ClassFiltersBar';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassTable, type ClassAction } from './ClassTable';
import { DeleteClassDialog } from './DeleteClassDialog';
import { GenerateLessonsDialog } from './GenerateLessonsDialog';
import { StudentsDialog } from './StudentsDialog';

type OpenDialog = { action: 'create' } | { action: ClassAction; cls: ManagedClass } | null;

/**
 * /admin/home, Course management (docs/admin.md "The /admin/home page"): the classes the caller
 * may manage, filtered and paged, with dialogs to create, edit and delete a class, generate its
 * lessons and manage its students. Administrators also reach the school's look from here.
 */
export function AdminHomePage() {
  const { t } = useI18n();
  const role = (usePermissions().user ?? readUserInfo())?.role;
  const isAdministrator = role === ROLE.administrator;
  const [filters, setFilters] = useState<ClassFilters>(NO_FILTERS);
  const [pageIndex, setPageIndex] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const query = useQuery({ ...classesQuery(filters, pageIndex), placeholderData: keepPreviousData });
  const data = query.data;
  const filtered = Object.values(filters).some((value) => value !== '');
  const close = () => setDialog(null);

  return (
    <PageBody data-testid="admin-home">
      <TitleRow>
        <PageTitle>{t('route.adminHome')}</PageTitle>
        <TitleRow>
          {isAdministrator && (
            <ActionButton as="a" href="#/admin/look" tone="outline" css={{ textDecoration: 'none' }} data-testid="admin-look-link">
              {t('admin.schoolLook')}
            </ActionButton>
          )}
          <ActionButton type="button" onClick={() => setDialog({ action: 'create' })} data-testid="class-create">
            {t('admin.create')}
          </ActionButton>
        </TitleRow>
      </TitleRow>
      <ClassFiltersBar
        filters={filters}
        isAdministrator={isAdministrator}
        onChange={(next) => {
          setFilters(next);
          setPageIndex(1);
        }}
      />
      {query.isError && !data && <EmptyBlock text={t('admin.loadFailed')} />}
      {data && data.records.length === 0 && <EmptyBlock text={t(filtered ? 'admin.noMatch' : 'admin.empty')} />}
      {data && data.records.length > 0 && (
        <>
          <ClassTable classes={data.records} loading={query.isPlaceholderData} onAction={(action, cls) => setDialog({ action, cls })} />
          <Pager pageIndex={pageIndex} pageSize={CLASS_PAGE_SIZE} total={data.total} onPage={setPageIndex} />
        </>
      )}
      {dialog?.action === 'create' && <ClassFormDialog cls={null} isAdministrator={isAdministrator} onClose={close} />}
      {dialog?.action === 'edit' && <ClassFormDialog cls={dialog.cls} isAdministrator={isAdministrator} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteClassDialog cls={dialog.cls} onClose={close} />}
      {dialog?.action === 'generate' && <GenerateLessonsDialog cls={dialog.cls} onClose={close} />}
      {dialog?.action === 'students' && <StudentsDialog cls={dialog.cls} onClose={close} />}
    </PageBody>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ROLE } from '../../constants';
import type { ManagedClass } from '../../schemas/admin-classes';
import { readUserInfo } from '../../services/storage';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { usePermissions } from '../permission/permission-context';
import { EmptyBlock } from '../kit/EmptyBlock';
import { PageBody, PageTitle } from '../shared/page-layout';
import { CLASS_PAGE_SIZE, adminHomeSearchOf, classListInputsOf, classesQuery, type ClassFilters } from './admin-api';
import { TitleRow } from './admin-styles';
import { ClassFiltersBar } from './ClassFiltersBar';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassTable, type ClassAction } from './ClassTable';
import { DeleteClassDialog } from './DeleteClassDialog';
import { GenerateLessonsDialog } from './GenerateLessonsDialog';
import { GenerateReport, type Generated } from './GenerateReport';
import { StudentsDialog } from './StudentsDialog';

const route = getRouteApi('/layout/admin/home');

type OpenDialog = { action: 'create' } | { action: ClassAction; cls: ManagedClass } | null;

/**
 * /admin/home, Course management (docs/admin.md "The /admin/home page"): the classes the caller
 * may manage, filtered and paged, with dialogs to create, edit and delete a class, generate its
 * lessons and manage its students. Administrators also reach the school's look from here. The
 * filters and the page are the address's (the route's loader fills the list), so a reload or a
 * shared link shows the same list.
 */
export function AdminHomePage() {
  const { t } = useI18n();
  const role = (usePermissions().user ?? readUserInfo())?.role;
  const isAdministrator = role === ROLE.administrator;
  const inputs = classListInputsOf(route.useSearch());
  const navigate = route.useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The last generation's answer, shown on the page once its dialog has closed.
  const [generated, setGenerated] = useState<Generated | null>(null);
  const query = useQuery({ ...classesQuery(inputs), placeholderData: keepPreviousData });
  const data = query.data;
  const filtered = Object.values(inputs.filters).some((value) => value !== '');
  const close = () => setDialog(null);
  const show = (filters: ClassFilters, pageIndex: number) => void navigate({ search: adminHomeSearchOf({ filters, pageIndex }) });

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
          {isAdministrator && (
            <ActionButton as="a" href="#/admin/capture" tone="outline" css={{ textDecoration: 'none' }} data-testid="admin-capture-link">
              {t('admin.capture')}
            </ActionButton>
          )}
          {isAdministrator && (
            <ActionButton as="a" href="#/admin/lti" tone="outline" css={{ textDecoration: 'none' }} data-testid="admin-lti-link">
              {t('admin.lti')}
            </ActionButton>
          )}
          <ActionButton type="button" onClick={() => setDialog({ action: 'create' })} data-testid="class-create">
            {t('admin.create')}
          </ActionButton>
        </TitleRow>
      </TitleRow>
      {/* Keyed by the text searched, so going back in history shows that text in the field. */}
      <ClassFiltersBar
        key={inputs.filters.q}
        filters={inputs.filters}
        isAdministrator={isAdministrator}
        onChange={(next) => show(next, 1)}
      />
      {generated !== null && <GenerateReport generated={generated} onDismiss={() => setGenerated(null)} />}
      {query.isError && !data && <EmptyBlock text={t('admin.loadFailed')} />}
      {data && data.records.length === 0 && <EmptyBlock text={t(filtered ? 'admin.noMatch' : 'admin.empty')} />}
      {data && data.records.length > 0 && (
        <>
          <ClassTable classes={data.records} loading={query.isPlaceholderData} onAction={(action, cls) => setDialog({ action, cls })} />
          <Pager
            pageIndex={inputs.pageIndex}
            pageSize={CLASS_PAGE_SIZE}
            total={data.total}
            onPage={(pageIndex) => show(inputs.filters, pageIndex)}
          />
        </>
      )}
      {dialog?.action === 'create' && <ClassFormDialog cls={null} isAdministrator={isAdministrator} onClose={close} />}
      {dialog?.action === 'edit' && <ClassFormDialog cls={dialog.cls} isAdministrator={isAdministrator} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteClassDialog cls={dialog.cls} onClose={close} />}
      {dialog?.action === 'generate' && (
        <GenerateLessonsDialog
          cls={dialog.cls}
          onClose={close}
          onGenerated={(result) => {
            setGenerated({ cls: dialog.cls, result });
            close();
          }}
        />
      )}
      {dialog?.action === 'students' && <StudentsDialog cls={dialog.cls} onClose={close} />}
    </PageBody>
  );
}

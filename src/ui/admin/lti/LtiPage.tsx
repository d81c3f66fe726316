import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LtiPlatform } from '../../../schemas/lti';
import { readUserInfo } from '../../../services/storage';
import { useI18n } from '../../i18n/i18n-context';
import { ActionButton } from '../../kit/buttons';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { usePermissions } from '../../permission/permission-context';
import { rem } from '../../scaling/rem';
import { serverProblemText } from '../../shared/form-problems';
import { PageBody, PageTitle, Panel } from '../../shared/page-layout';
import { answerOf, refusalOf } from '../../shared/refusal';
import { Notice } from '../admin-styles';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog';
import { deleteLtiPlatform, LTI_PLATFORMS, ltiPlatformsQuery } from './lti-api';
import { LmsCourses } from './LmsCourses';
import { Muted, PanelHead, PanelTitle } from './lti-styles';
import { PlatformFormDialog } from './PlatformFormDialog';
import { PlatformList } from './PlatformList';
import { RegistrationAddress } from './RegistrationAddress';
import { ToolValues } from './ToolValues';

type OpenDialog = { action: 'create' } | { action: 'edit' | 'delete'; platform: LtiPlatform } | null;

/**
 * /admin/lti, LTI platforms (docs/lti.md): what the school's learning platforms enter about
 * Lectern (its tool addresses, with Copy), and the platforms registered, added and changed in a
 * dialog and removed after a question. The route's loader fills the list. A teacher, who may open
 * the course-management area, is told this is for administrators (the server's 403) and sees
 * neither the addresses nor the list.
 */
export function LtiPage() {
  const { t } = useI18n();
  const tenantId = (usePermissions().user ?? readUserInfo())?.tenantId ?? null;
  const query = useQuery(ltiPlatformsQuery());
  const answer = answerOf(query, refusalOf);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  return (
    <PageBody data-testid="lti-page">
      <PageTitle>{t('route.adminLti')}</PageTitle>
      {answer.status === 'forbidden' ? (
        <Notice tone="danger" role="alert" data-testid="lti-forbidden">
          {t('lti.forbidden')}
        </Notice>
      ) : (
        <>
          <Notice css={{ marginBottom: rem(12) }}>{t('lti.intro')}</Notice>
          <Notice css={{ marginBottom: rem(20) }} data-testid="lti-not-yet">
            {t('lti.notYet')}
          </Notice>
          {tenantId !== null && <ToolValues tenantId={tenantId} />}
          <RegistrationAddress />
          <Panel as="section" aria-labelledby="lti-platforms-title" css={{ marginTop: rem(20) }}>
            <PanelHead>
              <PanelTitle id="lti-platforms-title">{t('lti.list.title')}</PanelTitle>
              <ActionButton type="button" onClick={() => setDialog({ action: 'create' })} data-testid="lti-add">
                {t('lti.add')}
              </ActionButton>
            </PanelHead>
            {(answer.status === 'failed' || answer.status === 'missing') && <EmptyBlock text={t('lti.loadFailed')} />}
            {answer.status === 'ready' && answer.value.length === 0 && <Muted data-testid="lti-empty">{t('lti.list.empty')}</Muted>}
            {answer.status === 'ready' && answer.value.length > 0 && (
              <PlatformList
                platforms={answer.value}
                onEdit={(platform) => setDialog({ action: 'edit', platform })}
                onDelete={(platform) => setDialog({ action: 'delete', platform })}
              />
            )}
          </Panel>
          <LmsCourses />
        </>
      )}
      {dialog?.action === 'create' && <PlatformFormDialog platform={null} onClose={close} />}
      {dialog?.action === 'edit' && <PlatformFormDialog platform={dialog.platform} onClose={close} />}
      {dialog?.action === 'delete' && (
        <ConfirmRemoveDialog
          title={t('lti.confirm.deleteTitle', { name: dialog.platform.name })}
          confirm={t('lti.confirm.delete')}
          button={t('lti.confirm.deleteButton')}
          done={t('lti.done.deleted', { name: dialog.platform.name })}
          remove={() => deleteLtiPlatform(dialog.platform.id)}
          refreshes={[LTI_PLATFORMS]}
          problemOf={(error) => (refusalOf(error) === 'missing' ? t('lti.gone') : serverProblemText(t, error, t('lti.saveFailed')))}
          testId="lti-platform-delete"
          onClose={close}
        />
      )}
    </PageBody>
  );
}

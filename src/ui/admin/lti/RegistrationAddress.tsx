import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { ActionButton } from '../../kit/buttons';
import { FormProblem } from '../../kit/form-fields';
import { rem } from '../../scaling/rem';
import { Panel } from '../../shared/page-layout';
import { serverProblemText } from '../../shared/form-problems';
import { CopyButton } from '../capture/CopyButton';
import { Address, Muted, PanelHead, PanelTitle, Value, ValueName, ValueRow, Values } from './lti-styles';
import { makeRegistrationAddress } from './registration-api';
import { useApiBase } from './ToolValues';

/**
 * Registering by one address (docs/lti.md, LTI Dynamic Registration): the administrator makes a
 * single-use address and pastes it into the platform, which registers Lectern and is registered
 * here. The address is shown once, with Copy; making another leaves the earlier one valid until
 * it expires or is used.
 */
export function RegistrationAddress() {
  const { t, language } = useI18n();
  const base = useApiBase();
  const making = useMutation({ mutationFn: makeRegistrationAddress });
  const made = making.data;
  const address = made === undefined ? null : new URL(made.path, base).href;
  return (
    <Panel as="section" aria-labelledby="lti-registration-title" data-testid="lti-registration" css={{ marginTop: rem(20) }}>
      <PanelHead>
        <PanelTitle id="lti-registration-title">{t('lti.registration.title')}</PanelTitle>
        <ActionButton type="button" onClick={() => making.mutate()} disabled={making.isPending} data-testid="lti-registration-make">
          {t('lti.registration.make')}
        </ActionButton>
      </PanelHead>
      <Muted>{t('lti.registration.intro')}</Muted>
      {making.isError && (
        <FormProblem role="alert" data-testid="lti-registration-problem">
          {t('lti.registration.failed', { message: serverProblemText(t, making.error, t('lti.saveFailed')) })}
        </FormProblem>
      )}
      {made !== undefined && address !== null && (
        <Values>
          <Value>
            <ValueName>{t('lti.registration.made', { time: formatDateTime(made.expiresAt, language) })}</ValueName>
            <ValueRow>
              <Address data-testid="lti-registration-address">{address}</Address>
              <CopyButton
                value={address}
                label={t('lti.tool.copyLabel', { what: t('lti.registration.title') })}
                testId="lti-registration-copy"
              />
            </ValueRow>
          </Value>
        </Values>
      )}
    </Panel>
  );
}

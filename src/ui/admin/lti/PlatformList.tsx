import type { LtiPlatform } from '../../../schemas/lti';
import { useI18n } from '../../i18n/i18n-context';
import { ActionButton } from '../../kit/buttons';
import { Buttons, Card, Cards, CardTitle, Facts } from './lti-styles';

type Props = { platforms: readonly LtiPlatform[]; onEdit: (platform: LtiPlatform) => void; onDelete: (platform: LtiPlatform) => void };

/** The registered platforms as cards: what identifies each to Lectern, with Edit and Remove. */
export function PlatformList({ platforms, onEdit, onDelete }: Props) {
  const { t } = useI18n();
  return (
    <Cards data-testid="lti-platforms">
      {platforms.map((platform) => (
        <Card key={platform.id} data-testid="lti-platform">
          <CardTitle>{platform.name}</CardTitle>
          <Facts>
            <dt>{t('lti.list.issuer')}</dt>
            <dd>{platform.issuer}</dd>
            <dt>{t('lti.list.clientId')}</dt>
            <dd>{platform.clientId}</dd>
            <dt>{t('lti.list.deployments')}</dt>
            <dd>{platform.deploymentIds.join(', ')}</dd>
          </Facts>
          <Buttons>
            <ActionButton
              type="button"
              tone="outline"
              aria-label={t('lti.list.editLabel', { name: platform.name })}
              onClick={() => onEdit(platform)}
              data-testid="lti-platform-edit"
            >
              {t('lti.list.edit')}
            </ActionButton>
            <ActionButton
              type="button"
              tone="outline"
              aria-label={t('lti.list.deleteLabel', { name: platform.name })}
              onClick={() => onDelete(platform)}
              data-testid="lti-platform-delete"
            >
              {t('lti.list.delete')}
            </ActionButton>
          </Buttons>
        </Card>
      ))}
    </Cards>
  );
}

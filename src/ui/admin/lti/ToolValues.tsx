import { ltiToolUrls, type LtiToolUrls } from '../../../schemas/lti-paths';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages-en';
import { Panel } from '../../shared/page-layout';
import { useRuntimeConfig } from '../../shared/use-app-context';
import { CopyButton } from '../capture/CopyButton';
import { Address, Muted, PanelTitle, Value, ValueName, ValueRow, Values } from './lti-styles';

/** The addresses in the order a platform's form asks for them (Moodle's and Canvas's). */
const ROWS: readonly { url: keyof LtiToolUrls; label: MessageKey }[] = [
  { url: 'launch', label: 'lti.tool.launch' },
  { url: 'login', label: 'lti.tool.login' },
  { url: 'deepLink', label: 'lti.tool.deepLink' },
  { url: 'keySet', label: 'lti.tool.keySet' },
];

/**
 * Where the API is, as the platform will reach it: the runtime configuration's BASE_URL, or this
 * page's own origin when it is '' (the SPA and the API on one server).
 */
const baseOf = (baseUrl: string): string => new URL(baseUrl === '' ? '/' : baseUrl, window.location.href).href;

/** The API's address as platforms reach it (baseOf), for this page's addresses. */
export const useApiBase = (): string => baseOf(useRuntimeConfig().BASE_URL);

/**
 * What the platform's administrator enters on their side (docs/lti.md "What the platform is
 * given"): Lectern's tool addresses for this tenant, each with Copy.
 */
export function ToolValues({ tenantId }: { tenantId: string }) {
  const { t } = useI18n();
  const urls = ltiToolUrls(useApiBase(), tenantId);
  return (
    <Panel as="section" aria-labelledby="lti-tool-title" data-testid="lti-tool">
      <PanelTitle id="lti-tool-title">{t('lti.tool.title')}</PanelTitle>
      <Muted>{t('lti.tool.hint')}</Muted>
      <Values>
        {ROWS.map(({ url, label }) => (
          <Value key={url}>
            <ValueName>{t(label)}</ValueName>
            <ValueRow>
              <Address data-testid={`lti-tool-${url}`}>{urls[url]}</Address>
              <CopyButton value={urls[url]} label={t('lti.tool.copyLabel', { what: t(label) })} testId={`lti-tool-copy-${url}`} />
            </ValueRow>
          </Value>
        ))}
        <Value>
          <ValueName>{t('lti.tool.keyType')}</ValueName>
          <span>{t('lti.tool.keyTypeValue')}</span>
        </Value>
      </Values>
    </Panel>
  );
}

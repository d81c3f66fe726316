import { createHash } from 'node:crypto';
import { ltiRegistrationMessagesEn } from '../../../src/ui/i18n/messages-lti-registration-en';
import { ltiRegistrationMessagesZh } from '../../../src/ui/i18n/messages-lti-registration-zh';
import type { Registered } from '../../lti/dynamic-registration';
import type { RegistrationRefused } from '../../lti/registration-refusal';
import { escapeHtml, HTML_LANG, STYLE, textPagePolicy } from './launch-page';
import type { PageLanguage } from './page-language';

/**
 * The page the platform shows while it registers Lectern (LTI Dynamic Registration §3.7), in a
 * frame or a window of its own: what happened, in the administrator's language. On success it
 * tells the platform it may close it (`org.imsglobal.lti.close`, posted to the window that opened
 * or frames it), the one script it runs, allowed by its hash.
 */
const CATALOGUE: Record<PageLanguage, typeof ltiRegistrationMessagesZh> = { en: ltiRegistrationMessagesEn, zh: ltiRegistrationMessagesZh };

export const CLOSE_SCRIPT = "(window.opener||window.parent).postMessage({subject:'org.imsglobal.lti.close'},'*');";
const CLOSE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CLOSE_SCRIPT, 'utf8').digest('base64')}'`;

/** The text page's policy, with the close script allowed on the success page. */
export const registrationPagePolicy = (frameOrigins: readonly string[], withScript: boolean): string =>
  withScript ? `${textPagePolicy(frameOrigins)}; script-src ${CLOSE_SCRIPT_HASH}` : textPagePolicy(frameOrigins);

function page(language: PageLanguage, title: string, paragraphs: string[], script: string | null): string {
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text, index) => `<p${index > 0 ? ' class="ref"' : ''}>${escapeHtml(text)}</p>`),
    '</main>',
    ...(script === null ? [] : [`<script>${script}</script>`]),
    '</body></html>',
  ].join('\n');
}

export function registeredPage(language: PageLanguage, registered: Registered): string {
  const texts = CATALOGUE[language];
  const done = texts['ltiRegistration.done'].replace('{platform}', registered.name);
  return page(
    language,
    texts['ltiRegistration.doneTitle'],
    registered.deploymentIds.length === 0 ? [done, texts['ltiRegistration.noDeployment']] : [done],
    CLOSE_SCRIPT,
  );
}

export function registrationRefusedPage(language: PageLanguage, refusal: RegistrationRefused): string {
  const texts = CATALOGUE[language];
  return page(
    language,
    texts['ltiRegistration.failedTitle'],
    [texts[`ltiRegistration.refused.${refusal.reason}`], texts['ltiRegistration.hint'].replace('{reference}', `LTI-REG-${refusal.reason}`)],
    null,
  );
}

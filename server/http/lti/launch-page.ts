import type { FastifyReply, FastifyRequest } from 'fastify';
import { ltiLaunchMessagesEn } from '../../../src/ui/i18n/messages-lti-launch-en';
import { ltiLaunchMessagesZh } from '../../../src/ui/i18n/messages-lti-launch-zh';
import { ltiPickerMessagesEn } from '../../../src/ui/i18n/messages-lti-picker-en';
import { ltiPickerMessagesZh } from '../../../src/ui/i18n/messages-lti-picker-zh';
import type { Db } from '../../db/client';
import { frameAncestors, tenantFrameOrigins } from '../../lti/frame-origins';
import { LaunchRefused } from '../../lti/launch-refusal';
import { pageLanguageOf, type PageLanguage } from './page-language';

/**
 * The page a refused launch shows inside the LMS's frame (docs/lti.md "When a launch is
 * refused"): one sentence for the reason and what to do next, in the browser's language (the i18n
 * catalogue's `ltiLaunch.*` texts), with the reason as a reference for the help desk; never the
 * technical detail, which goes to the log. A page of text alone: no script, no form, no picture,
 * and a policy that allows nothing else; framed only by the tenant's registered platforms.
 */
// Deep linking's refusal (`teacherOnly`) is worded with the picker's texts.
const CATALOGUE: Record<PageLanguage, typeof ltiLaunchMessagesZh & typeof ltiPickerMessagesZh> = {
  en: { ...ltiLaunchMessagesEn, ...ltiPickerMessagesEn },
  zh: { ...ltiLaunchMessagesZh, ...ltiPickerMessagesZh },
};
export const HTML_LANG: Record<PageLanguage, string> = { en: 'en', zh: 'zh-CN' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

export const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#fff}' +
  'main{max-width:36rem;margin:3rem auto;padding:0 1.5rem}h1{font-size:1.4rem}.ref{color:#52606d;font-size:.9rem}';

export function refusalPage(language: PageLanguage, refusal: LaunchRefused): string {
  const texts = CATALOGUE[language];
  const reference = `LTI-${refusal.reason}`;
  const title = escapeHtml(texts['ltiLaunch.title']);
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${title}</h1>`,
    `<p>${escapeHtml(texts[`ltiLaunch.refused.${refusal.reason}`])}</p>`,
    `<p class="ref">${escapeHtml(texts['ltiLaunch.hint'].replace('{reference}', reference))}</p>`,
    '</main></body></html>',
  ].join('\n');
}

/** A policy for a page of text: its own inline style, nothing to load, run or submit. */
export const textPagePolicy = (frameOrigins: readonly string[]): string =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(frameOrigins)}`,
  ].join('; ');

/** The headers of a page the server writes in the reader's language: never kept, never sniffed. */
export const textPageHeaders = (language: PageLanguage, policy: string, referrerPolicy: 'same-origin' | 'no-referrer') => ({
  'cache-control': 'no-store',
  'content-language': HTML_LANG[language],
  'content-security-policy': policy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': referrerPolicy,
  vary: 'accept-language',
});

/** The tenant's platforms may frame its refusals; none when the tenant cannot be read. */
async function refusalFrameOrigins(db: Db, tenantId: string | undefined): Promise<string[]> {
  if (tenantId === undefined) return [];
  try {
    return await tenantFrameOrigins(db, tenantId);
  } catch {
    return [];
  }
}

export async function sendRefusal(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: LaunchRefused,
  tenantId: string | undefined,
): Promise<FastifyReply> {
  request.log.info({ lti: refusal.reason, detail: refusal.message }, 'LTI launch refused');
  const language = pageLanguageOf(request.headers['accept-language']);
  return reply
    .code(refusal.status)
    .headers(textPageHeaders(language, textPagePolicy(await refusalFrameOrigins(db, tenantId)), 'same-origin'))
    .type('text/html; charset=utf-8')
    .send(refusalPage(language, refusal));
}

/**
 * Runs a launch route's work; a LaunchRefused becomes its page. `tenantId` is the address's, once
 * its schema accepted it (a request that failed its schema is refused before anything is read).
 */
export async function answeringWithPage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  tenantId: string | undefined,
  work: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  try {
    if (request.validationError) throw new LaunchRefused('request', request.validationError.message);
    return await work();
  } catch (failure) {
    if (failure instanceof LaunchRefused) return sendRefusal(db, request, reply, failure, tenantId);
    throw failure;
  }
}

import { describe, expect, it } from 'vitest';
import { refusalPage, textPagePolicy } from '../../server/http/lti/launch-page';
import { pageLanguageOf } from '../../server/http/lti/page-language';
import { frameAncestors, launchOrigins, originOf } from '../../server/lti/frame-origins';
import { checkLaunchClaims, LTI_CLAIM } from '../../server/lti/launch-claims';
import { LAUNCH_REFUSAL_STATUS, LaunchRefused, type LaunchRefusalReason } from '../../server/lti/launch-refusal';
import { ltiLaunchMessagesEn } from '../../src/ui/i18n/messages-lti-launch-en';
import { ltiLaunchMessagesZh } from '../../src/ui/i18n/messages-lti-launch-zh';
import { ltiPickerMessagesEn } from '../../src/ui/i18n/messages-lti-picker-en';
import { ltiPickerMessagesZh } from '../../src/ui/i18n/messages-lti-picker-zh';

/** The page of a refused launch (docs/lti.md "When a launch is refused"), its language and who may frame it. */
describe('the language of a refusal page', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-GB,en;q=0.9,zh;q=0.8', 'en'],
    ['fr-FR,zh-TW;q=0.7,en;q=0.5', 'zh'],
    ['en;q=0.2,zh;q=0.9', 'zh'],
    ['zh;q=0,en', 'en'],
    ['de', 'en'],
    ['*', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(pageLanguageOf(header)).toBe(language);
  });
});

describe('a refusal page', () => {
  const reasons = Object.keys(LAUNCH_REFUSAL_STATUS) as LaunchRefusalReason[];

  it('has a sentence in both languages for every reason, and a 4xx (or 502 for the platform’s key set)', () => {
    // Deep linking's refusal is worded beside the picker's texts.
    const en: Record<string, string> = { ...ltiLaunchMessagesEn, ...ltiPickerMessagesEn };
    const zh: Record<string, string> = { ...ltiLaunchMessagesZh, ...ltiPickerMessagesZh };
    for (const reason of reasons) {
      expect(en[`ltiLaunch.refused.${reason}`], reason).toBeTruthy();
      expect(zh[`ltiLaunch.refused.${reason}`], reason).toBeTruthy();
      const status = new LaunchRefused(reason, 'detail').status;
      expect(reason === 'keySet' ? status === 502 : status >= 400 && status < 500, reason).toBe(true);
    }
  });

  it('says the reason and a reference, never the technical detail', () => {
    const page = refusalPage('en', new LaunchRefused('nonce', 'id token: the nonce <script> is wrong'));
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(ltiLaunchMessagesEn['ltiLaunch.refused.nonce']);
    expect(page).toContain('LTI-nonce');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('id token');
    const chinese = refusalPage('zh', new LaunchRefused('nonce', ''));
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain(ltiLaunchMessagesZh['ltiLaunch.refused.nonce']);
  });

  it('is a page of text its policy lets nothing run in', () => {
    expect(textPagePolicy([])).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(textPagePolicy(['https://moodle.example.edu'])).toContain('frame-ancestors https://moodle.example.edu');
  });
});

describe('who may frame a launch', () => {
  it('takes origins of https addresses, and of http on this machine only', () => {
    expect(originOf('https://moodle.example.edu/mod/lti/auth.php')).toBe('https://moodle.example.edu');
    expect(originOf('http://127.0.0.1:8081/course#section')).toBe('http://127.0.0.1:8081');
    expect(originOf('http://moodle.example.edu/')).toBeNull();
    expect(originOf("https://a.example'; script-src *")).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(null)).toBeNull();
  });

  it('a launch: the registration’s issuer and authorisation origins, and the return URL its token names', () => {
    const check = checkLaunchClaims({
      sub: 's',
      [`${LTI_CLAIM}message_type`]: 'LtiResourceLinkRequest',
      [`${LTI_CLAIM}version`]: '1.3.0',
      [`${LTI_CLAIM}deployment_id`]: 'd',
      [`${LTI_CLAIM}target_link_uri`]: 'https://lectern.example.edu/v1/lti/1/launch',
      [`${LTI_CLAIM}resource_link`]: { id: 'l' },
      [`${LTI_CLAIM}roles`]: [],
      [`${LTI_CLAIM}launch_presentation`]: { return_url: 'https://school.instructure.com/courses/1/external_content/success' },
      [`${LTI_CLAIM}tool_platform`]: { url: 'http://evil.example' },
    });
    if (!check.ok) throw new Error(check.problem);
    const origins = launchOrigins(
      { issuer: 'https://canvas.instructure.com', authUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect' },
      check.claims,
    );
    expect(origins).toEqual(['https://canvas.instructure.com', 'https://sso.canvaslms.com', 'https://school.instructure.com']);
    expect(frameAncestors(origins)).toBe('https://canvas.instructure.com https://sso.canvaslms.com https://school.instructure.com');
    expect(frameAncestors([])).toBe("'none'");
  });
});

import { describe, expect, it } from 'vitest';
import { contentItemOf, EMBED_SIZE, itemsProblem, offerOf } from '../../server/lti/deep-link-content-items';
import { DEEP_LINKING_REQUEST, DEEP_LINKING_SETTINGS_CLAIM, type DeepLinkingSettings } from '../../server/lti/deep-linking-settings';
import { checkLaunchClaims, LTI_CLAIM } from '../../server/lti/launch-claims';
import { linkTargetOf } from '../../server/lti/launch-target';
import { launchAddressOf } from '../../server/lti/login-initiation';
import type { LtiPickedItem } from '../../src/schemas/lti-deep-link';
import { answerOf, EMPTY_SELECTION, presented, toggled } from '../../src/ui/lti/picker-selection';

/** The pure parts of deep linking (docs/lti.md "Deep linking"): the request's claims, the answer's items, the picker's selection. */
const request = {
  sub: 'teacher-1',
  [`${LTI_CLAIM}message_type`]: DEEP_LINKING_REQUEST,
  [`${LTI_CLAIM}version`]: '1.3.0',
  [`${LTI_CLAIM}deployment_id`]: 'dep-1',
  [`${LTI_CLAIM}target_link_uri`]: 'https://lectern.example.edu/v1/lti/1/deep-link',
  [`${LTI_CLAIM}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
  [DEEP_LINKING_SETTINGS_CLAIM]: {
    deep_link_return_url: 'https://moodle.example.edu/mod/lti/contentitem_return.php?course=3',
    accept_types: ['ltiResourceLink'],
    accept_presentation_document_targets: ['iframe'],
    accept_multiple: true,
    data: 'section=3',
    title: 'Week 3',
  },
};

const settings = (changes: Partial<DeepLinkingSettings> = {}): DeepLinkingSettings => ({
  returnUrl: 'https://moodle.example.edu/return',
  acceptTypes: ['ltiResourceLink'],
  targets: ['iframe', 'window'],
  multiple: true,
  data: null,
  title: null,
  text: null,
  ...changes,
});

describe('the claims of a deep-linking request', () => {
  it('reads the settings, with no resource link', () => {
    const check = checkLaunchClaims(request, DEEP_LINKING_REQUEST);
    expect(check.ok && check.claims.resourceLinkId).toBeNull();
    expect(check.ok && check.claims.deepLinking).toEqual({
      returnUrl: 'https://moodle.example.edu/mod/lti/contentitem_return.php?course=3',
      acceptTypes: ['ltiResourceLink'],
      targets: ['iframe'],
      multiple: true,
      data: 'section=3',
      title: 'Week 3',
      text: null,
    });
  });

  it('is not a resource-link launch, and a resource-link launch is not one', () => {
    expect(checkLaunchClaims(request).ok).toBe(false);
    const launch = { ...request, [`${LTI_CLAIM}message_type`]: 'LtiResourceLinkRequest', [`${LTI_CLAIM}resource_link`]: { id: 'l' } };
    expect(checkLaunchClaims(launch, DEEP_LINKING_REQUEST).ok).toBe(false);
  });

  it.each([
    ['no settings', undefined],
    ['no return address', { accept_types: ['ltiResourceLink'] }],
    ['a plain-http return address', { deep_link_return_url: 'http://moodle.example.edu/return' }],
    ['a return address with a fragment', { deep_link_return_url: 'https://moodle.example.edu/return#x' }],
  ])('refuses %s', (_name, claim) => {
    expect(checkLaunchClaims({ ...request, [DEEP_LINKING_SETTINGS_CLAIM]: claim }, DEEP_LINKING_REQUEST).ok).toBe(false);
  });

  it('reads absent choices leniently: any type, no embedding, one item', () => {
    const check = checkLaunchClaims(
      { ...request, [DEEP_LINKING_SETTINGS_CLAIM]: { deep_link_return_url: 'https://lms.example.edu/r' } },
      DEEP_LINKING_REQUEST,
    );
    expect(check.ok && offerOf(check.claims.deepLinking!)).toEqual({ multiple: false, embed: false, links: true, title: null, text: null });
  });

  it('posts the id token to the deep-linking address when that is the target', () => {
    expect(launchAddressOf('https://lectern.example.edu/v1/lti/1/deep-link', '1')).toBe('https://lectern.example.edu/v1/lti/1/deep-link');
    expect(() => launchAddressOf('https://lectern.example.edu/v1/lti/2/deep-link', '1')).toThrow();
  });
});

describe('the items of an answer', () => {
  const vod: LtiPickedItem = { kind: 'vod', id: 'vod-1-7', presentation: 'embed' };

  it('are LTI resource links whose custom target a launch reads back', () => {
    const item = contentItemOf(vod, 'Lecture 7', 'https://lectern.example.edu/v1/lti/1/launch');
    expect(item).toEqual({
      type: 'ltiResourceLink',
      title: 'Lecture 7',
      url: 'https://lectern.example.edu/v1/lti/1/launch',
      custom: { lectern_target: 'vod:vod-1-7' },
      iframe: EMBED_SIZE,
    });
    expect(linkTargetOf(item.custom, item.url)).toEqual({ kind: 'vod', id: 'vod-1-7' });
    expect(contentItemOf({ ...vod, presentation: 'link' }, 'Lecture 7', item.url)).not.toHaveProperty('iframe');
  });

  it.each([
    ['several for a platform that takes one', [vod, { kind: 'clip', id: 'c', presentation: 'link' }], { multiple: false }],
    ['an embedded player for a platform without iframes', [vod], { targets: ['window'] }],
    ['anything for a platform that takes no LTI links', [{ ...vod, presentation: 'link' }], { acceptTypes: ['file'] }],
    ['an embedded class', [{ kind: 'class', id: 't', presentation: 'embed' }], {}],
    ['one item twice', [vod, vod], {}],
  ] as const)('refuse %s', (_name, items, changes) => {
    expect(itemsProblem(items as readonly LtiPickedItem[], settings(changes as Partial<DeepLinkingSettings>))).not.toBeNull();
  });

  it('accept nothing (a cancel) whatever the platform takes', () => {
    expect(itemsProblem([], settings({ acceptTypes: ['file'] }))).toBeNull();
  });
});

describe('the picker’s selection', () => {
  const lecture = { kind: 'vod' as const, id: 'v1', title: 'Lecture' };
  const course = { kind: 'class' as const, id: 't1', title: 'Algebra' };

  it('adds and removes items, replacing the one item of a single-item platform', () => {
    const many = toggled(toggled(EMPTY_SELECTION, lecture, { multiple: true }), course, { multiple: true });
    expect([...many.keys()]).toEqual(['vod:v1', 'class:t1']);
    expect([...toggled(many, lecture, { multiple: true }).keys()]).toEqual(['class:t1']);
    const one = toggled(toggled(EMPTY_SELECTION, lecture, { multiple: false }), course, { multiple: false });
    expect([...one.keys()]).toEqual(['class:t1']);
  });

  it('embeds a recording only when the platform takes a player, and never a class', () => {
    const chosen = toggled(toggled(EMPTY_SELECTION, lecture, { multiple: true }), course, { multiple: true });
    expect(answerOf(presented(chosen, 'vod:v1', 'embed', { embed: true })).items[0]).toEqual({
      kind: 'vod',
      id: 'v1',
      presentation: 'embed',
    });
    expect(presented(chosen, 'vod:v1', 'embed', { embed: false })).toBe(chosen);
    expect(presented(chosen, 'class:t1', 'embed', { embed: true })).toBe(chosen);
  });
});

import type { LtiPickedItem, LtiPickerOffer } from '../../src/schemas/lti-deep-link';
import { acceptsEmbedding, acceptsLinks, LTI_RESOURCE_LINK_TYPE, type DeepLinkingSettings } from './deep-linking-settings';
import { TARGET_PARAMETER } from './launch-target';

/**
 * The content items of a deep-linking answer (LTI Deep Linking 2.0 §3.1, "LTI resource link"),
 * pure. Every item is an `ltiResourceLink` to Lectern's launch address whose custom parameter
 * `lectern_target` names the class, recording or clip exactly as a launch reads it
 * (./launch-target.ts), so the link, once placed in the course, opens it. An embedded player is
 * the same link asked to show in an iframe of the course page, at a size where the player's
 * controls fit; a class is always a plain link (its page is not a player).
 */
export const EMBED_SIZE = { width: 960, height: 600 } as const;

export type ContentItem = {
  type: typeof LTI_RESOURCE_LINK_TYPE;
  title: string;
  url: string;
  custom: Record<string, string>;
  iframe?: { width: number; height: number };
};

/** What the picker may offer for these settings. */
export const offerOf = (settings: DeepLinkingSettings): LtiPickerOffer => ({
  multiple: settings.multiple,
  embed: acceptsEmbedding(settings),
  links: acceptsLinks(settings),
  title: settings.title,
  text: settings.text,
});

/** Why these items cannot be the answer to these settings, or null when they can. */
export function itemsProblem(items: readonly LtiPickedItem[], settings: DeepLinkingSettings): string | null {
  if (items.length === 0) return null;
  const offer = offerOf(settings);
  if (!offer.links) return 'the platform accepts no links from Lectern here';
  if (items.length > 1 && !offer.multiple) return 'the platform accepts one item only';
  if (new Set(items.map((item) => `${item.kind}:${item.id}`)).size !== items.length) return 'an item is chosen twice';
  const embedded = items.filter((item) => item.presentation === 'embed');
  if (embedded.length > 0 && !offer.embed) return 'the platform accepts no embedded player here';
  if (embedded.some((item) => item.kind === 'class')) return 'a class is a link, never an embedded player';
  return null;
}

export const contentItemOf = (item: LtiPickedItem, title: string, launchUrl: string): ContentItem => ({
  type: LTI_RESOURCE_LINK_TYPE,
  title,
  url: launchUrl,
  custom: { [TARGET_PARAMETER]: `${item.kind}:${item.id}` },
  ...(item.presentation === 'embed' ? { iframe: { ...EMBED_SIZE } } : {}),
});

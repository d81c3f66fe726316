import { z } from 'zod';
import { isLtiAddress } from '../../src/schemas/lti-address';

/**
 * The `deep_linking_settings` claim of an LtiDeepLinkingRequest (LTI Deep Linking 2.0 §4.4.1),
 * checked with the rest of the id token's claims (./launch-claims.ts). Pure. Only the return
 * address is required: where the answer goes, an LTI address (https://, http:// on this machine
 * only) like every platform address Lectern is given. What the platform accepts is read leniently:
 * no `accept_types` means it did not restrict them; no presentation targets means it offers no
 * embedding; `accept_multiple` absent means one item. `data` is the platform's own, echoed back
 * unchanged.
 */
export const LTI_DL_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
export const DEEP_LINKING_SETTINGS_CLAIM = `${LTI_DL_CLAIM}deep_linking_settings`;

/** The content item type Lectern answers with, and the presentation an embedded player needs. */
export const LTI_RESOURCE_LINK_TYPE = 'ltiResourceLink';
export const IFRAME_TARGET = 'iframe';

/** `data` is opaque and short in every platform we know of; this keeps a row of lti_launches small. */
const DATA_MAX = 16_384;
const words = () => z.array(z.string().max(255)).max(50);
const decorative = () => z.string().max(2048).optional().catch(undefined);

export const deepLinkingSettingsClaimSchema = z.object({
  deep_link_return_url: z.string().max(2048).refine(isLtiAddress, 'is not an https:// address'),
  accept_types: words().optional(),
  accept_presentation_document_targets: words().optional(),
  accept_multiple: z.boolean().optional().catch(undefined),
  data: z.string().max(DATA_MAX).optional(),
  title: decorative(),
  text: decorative(),
});

export type DeepLinkingSettings = {
  returnUrl: string;
  /** null: every type (the platform named none). */
  acceptTypes: string[] | null;
  targets: string[];
  multiple: boolean;
  data: string | null;
  title: string | null;
  text: string | null;
};

export const deepLinkingSettingsOf = (claim: z.infer<typeof deepLinkingSettingsClaimSchema>): DeepLinkingSettings => ({
  returnUrl: claim.deep_link_return_url,
  acceptTypes: claim.accept_types ?? null,
  targets: claim.accept_presentation_document_targets ?? [],
  multiple: claim.accept_multiple ?? false,
  data: claim.data ?? null,
  title: claim.title ?? null,
  text: claim.text ?? null,
});

/** Lectern's links are LTI resource links: a platform that accepts none can only be answered with nothing. */
export const acceptsLinks = (settings: Pick<DeepLinkingSettings, 'acceptTypes'>): boolean =>
  settings.acceptTypes === null || settings.acceptTypes.includes(LTI_RESOURCE_LINK_TYPE);

/** An embedded player: a resource link the platform shows in an iframe of the course page. */
export const acceptsEmbedding = (settings: Pick<DeepLinkingSettings, 'acceptTypes' | 'targets'>): boolean =>
  acceptsLinks(settings) && settings.targets.includes(IFRAME_TARGET);

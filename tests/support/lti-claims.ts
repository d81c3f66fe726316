import { LTI_CLAIM } from '../../server/lti/launch-claims';

/** A resource-link launch's least claims, with `extra` (a service's claim under test): for the claim checks' unit tests. */
export const resourceLinkClaims = (extra: Record<string, unknown>) => ({
  sub: 'user-1',
  [`${LTI_CLAIM}message_type`]: 'LtiResourceLinkRequest',
  [`${LTI_CLAIM}version`]: '1.3.0',
  [`${LTI_CLAIM}deployment_id`]: 'dep-1',
  [`${LTI_CLAIM}target_link_uri`]: 'https://lectern.example.edu/v1/lti/1/launch',
  [`${LTI_CLAIM}resource_link`]: { id: 'link-1' },
  [`${LTI_CLAIM}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
  ...extra,
});

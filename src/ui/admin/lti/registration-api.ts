import { LTI_REGISTRATIONS_PATH, ltiRegistrationInviteSchema, type LtiRegistrationInvite } from '../../../schemas/lti-registration';
import { apiRequest } from '../../../services/http/api';

/** A new single-use registration address (docs/api.md "LTI platforms"); quiet: the panel shows a refusal itself. */
export async function makeRegistrationAddress(): Promise<LtiRegistrationInvite> {
  return ltiRegistrationInviteSchema.parse(await apiRequest(LTI_REGISTRATIONS_PATH, { method: 'POST', noMessage: true }));
}

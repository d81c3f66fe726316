import { ltiSessionBodySchema, ltiSessionResultSchema, type LtiSessionResult } from '../../schemas/lti-launch';
import { LTI_SESSION_PATH } from '../../schemas/lti-paths';
import { apiRequest } from '../http/api';

/**
 * An LTI launch's sign-in (docs/lti.md "Landing signed in"): the launch sent the browser to
 * the app with a single-use code in the address's fragment; the app exchanges it for a session of
 * its own, as a password sign-in answers one, and learns where the launch lands.
 */
export async function exchangeLaunchCode(code: string): Promise<LtiSessionResult> {
  const body = ltiSessionBodySchema.parse({ code });
  return ltiSessionResultSchema.parse(await apiRequest(LTI_SESSION_PATH, { method: 'POST', json: body, noMessage: true }));
}

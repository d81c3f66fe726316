/**
 * Why a launch is refused (docs/lti.md "When a launch is refused"): each reason is one sentence of
 * the page the user sees in the LMS's frame, in their language (src/ui/i18n
 * messages-lti-launch-*.ts, `ltiLaunch.refused.<reason>`), and one HTTP status. The English
 * detail is for the log and the platform's administrator, never the page: it may name claims.
 */
export const LAUNCH_REFUSAL_STATUS = {
  /** The login or launch request is malformed (a parameter missing, too long, with control characters). */
  request: 400,
  /** No such tenant: the address the platform was given is wrong. */
  tenant: 404,
  /** No platform of the tenant with this issuer (and client id). */
  platform: 403,
  /** The deployment is not one the platform's registration lists. */
  deployment: 403,
  /** `target_link_uri` is not this tenant's launch address. */
  target: 400,
  /** The state is unknown, spent, or another tenant's. */
  state: 400,
  /** The state waited too long for its launch. */
  stateExpired: 400,
  /** The id token's signature, issuer, audience or authorised party is wrong. */
  token: 401,
  /** The id token has expired, or says it was issued in the future or too long ago. */
  expired: 401,
  /** The id token's nonce is not the one issued with this state. */
  nonce: 401,
  /** Not an LTI 1.3 resource-link launch, or a required claim is missing. */
  message: 400,
  /** None of the user's roles is one Lectern maps (docs/lti.md "Roles"). */
  role: 403,
  /** A deep-linking request from someone who is not a teacher or an administrator (docs/lti.md "Deep linking"). */
  teacherOnly: 403,
  /** The user's Lectern account is disabled. */
  account: 403,
  /** The link names a class, recording or clip that is malformed or not in this tenant. */
  link: 404,
  /** The platform's key set cannot be fetched or read. */
  keySet: 502,
  /** The launch's page was asked for after its launch was forgotten, or for another tenant. */
  ended: 404,
  /** This server does not serve the web app (no build). */
  noApp: 404,
} as const;

export type LaunchRefusalReason = keyof typeof LAUNCH_REFUSAL_STATUS;

export class LaunchRefused extends Error {
  constructor(
    readonly reason: LaunchRefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'LaunchRefused';
  }

  get status(): number {
    return LAUNCH_REFUSAL_STATUS[this.reason];
  }
}

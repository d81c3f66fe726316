/**
 * Why a dynamic registration is refused (docs/lti.md "Registering by one address"): each reason
 * is one sentence of the page the platform's administrator sees, in their language (src/ui/i18n
 * messages-lti-registration-*.ts, `ltiRegistration.refused.<reason>`), and one HTTP status. The
 * English detail is for the log.
 */
export const REGISTRATION_REFUSAL_STATUS = {
  /** The request lacks the platform's configuration address, or has a malformed one. */
  request: 400,
  /** The registration address is unknown, already used, expired or another tenant's. */
  invite: 404,
  /** The platform's configuration cannot be fetched, is not JSON, or lacks what LTI requires. */
  configuration: 502,
  /** The platform's registration endpoint refused Lectern or answered something unreadable. */
  registration: 502,
  /** This platform (issuer and the client id it gave) is registered in the tenant already. */
  duplicate: 409,
} as const;

export type RegistrationRefusalReason = keyof typeof REGISTRATION_REFUSAL_STATUS;

export class RegistrationRefused extends Error {
  constructor(
    readonly reason: RegistrationRefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'RegistrationRefused';
  }

  get status(): number {
    return REGISTRATION_REFUSAL_STATUS[this.reason];
  }
}

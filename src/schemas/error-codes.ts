/**
 * Application error codes carried in the envelope's `code` (the envelope's `status` mirrors the
 * HTTP status). Invalid token keeps the product's fixed form: status 401, code -1, 'Invalid token'.
 * docs/api.md lists them for integrators.
 */
export const ERROR = {
  ok: { status: 200, code: 0, message: 'success' },
  badRequest: { status: 400, code: 40000, message: 'bad request' },
  loginFailed: { status: 400, code: 40010, message: 'wrong username or password' },
  passwordHashRequired: { status: 400, code: 40011, message: 'password must be SHA-256 pre-hashed (x-password-hash: sha256)' },
  refreshInvalid: { status: 400, code: 40012, message: 'invalid refresh token' },
  refreshReused: { status: 400, code: 40013, message: 'refresh token reuse detected; the session was revoked' },
  passwordPolicy: { status: 400, code: 40014, message: 'the new password does not meet the password policy' },
  casTicketRejected: { status: 400, code: 40015, message: 'the sign-on server rejected the ticket' },
  casNoAccount: { status: 400, code: 40016, message: 'this single sign-on user has no Lectern account' },
  casNotConfigured: { status: 400, code: 40017, message: 'single sign-on (CAS) is not configured' },
  /** OAUTH_CLIENT_ID/SECRET configured and the sign-in did not present them (400, not 401: see docs/api.md). */
  clientInvalid: { status: 400, code: 40018, message: 'this application is not allowed to sign in here' },
  /** A password change whose current password is wrong (a guess, counted like a sign-in's). */
  currentPasswordWrong: { status: 400, code: 40019, message: 'the current password is wrong' },
  /** An LTI launch's code that is unknown, already exchanged or past its 60 s (docs/lti.md "Landing signed in"). */
  ltiCodeInvalid: { status: 400, code: 40020, message: 'this launch code is unknown, already used or expired' },
  invalidToken: { status: 401, code: -1, message: 'Invalid token' },
  forbidden: { status: 403, code: 40300, message: 'no permission' },
  tenantMismatch: { status: 403, code: 40301, message: 'tenantid header does not match the signed-in tenant' },
  passwordChangeRequired: { status: 403, code: 40302, message: 'the password must be changed before continuing' },
  notFound: { status: 404, code: 40400, message: 'not found' },
  requestTimeout: { status: 408, code: 40800, message: 'the request took too long to arrive' },
  conflict: { status: 409, code: 40900, message: 'conflict' },
  /** Notes (docs/notes.md): saved from another window since this one read it, or no longer a draft. */
  noteChanged: { status: 409, code: 40910, message: 'this note was changed in another window' },
  noteLocked: { status: 409, code: 40911, message: 'only a draft note can be changed' },
  /** A status change the caller may make, but not from the note's status now (src/notes/note-status-rules.ts). */
  noteTransition: { status: 409, code: 40912, message: 'the note cannot move to this status from its status now' },
  /** Share links (docs/playback.md): the teacher withdrew the link, or its time ran out. */
  shareRevoked: { status: 410, code: 41000, message: 'this share link has been revoked' },
  shareExpired: { status: 410, code: 41001, message: 'this share link has expired' },
  /** A deep-linking selection already answered, past its time, or not the caller's (docs/lti.md "Deep linking"). */
  ltiDeepLinkEnded: { status: 410, code: 41010, message: 'this content selection has ended or was already sent' },
  payloadTooLarge: { status: 413, code: 41300, message: 'payload too large' },
  /** A per-user storage quota (docs/security.md "Quotas"): a 4xx, as the server is fine and clients must not retry. */
  quotaExceeded: { status: 413, code: 41301, message: 'storage quota exceeded' },
  uriTooLong: { status: 414, code: 41400, message: 'the address is too long' },
  unsupportedMediaType: { status: 415, code: 41500, message: 'unsupported media type' },
  tooManyRequests: { status: 429, code: 42900, message: 'too many attempts, try again later' },
  headersTooLarge: { status: 431, code: 43100, message: 'the request line or headers are too large' },
  internal: { status: 500, code: 50000, message: 'internal error' },
  casUnavailable: { status: 502, code: 50200, message: 'the sign-on server cannot be reached' },
} as const;

export type ErrorKind = keyof typeof ERROR;

const KIND_BY_CODE = new Map<number, ErrorKind>(Object.entries(ERROR).map(([kind, { code }]) => [code, kind as ErrorKind]));

/** The kind of an envelope's code; undefined for a code this version does not know (a newer server). */
export const errorKindOf = (code: number | undefined): ErrorKind | undefined => (code === undefined ? undefined : KIND_BY_CODE.get(code));

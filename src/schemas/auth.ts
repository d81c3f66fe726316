import { z } from 'zod';
import { plainText } from './text';

/** Login, refresh and identity payloads: the fixed wire contract of DESIGN.md §4. */

export const PASSWORD_HASH_HEADER = 'x-password-hash';
export const PASSWORD_HASH_SHA256 = 'sha256';
export const TOKEN_HEADER = 'jwt-token';
export const TENANT_HEADER = 'tenantid';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'must be the lowercase hex SHA-256 of the password');

export const loginBodySchema = z.object({
  username: plainText().trim().min(1, 'is required').max(64),
  password: sha256Hex,
  tenantId: plainText().trim().min(1).max(32).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: plainText().min(20, 'is required').max(200) });

export const roleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  code: z.string(),
  role: roleSchema,
  tenantId: z.string(),
  avatarUrl: z.string().nullable(),
  orgaName: z.string().nullable(),
  /** Decided at login: the password equals the user code (SPEC §5). */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const tokenResultSchema = z.object({
  jwt_token: z.string(),
  refresh_token: z.string(),
  /** Access token lifetime in seconds. */
  expires_in: z.number().int().positive(),
  user: userSchema,
});
export type TokenResult = z.infer<typeof tokenResultSchema>;

export const authorityMeSchema = z.object({
  user: userSchema,
  /** Permission list (AUTH_ME_LIST): every sign the user holds. */
  authorities: z.array(z.string()),
});
export type AuthorityMe = z.infer<typeof authorityMeSchema>;

/** GET /oauth2/token (SPEC §7): what the server makes of the session token. */
export const tokenInfoSchema = z.object({
  active: z.boolean(),
  username: z.string(),
  tenantId: z.string(),
  sessionId: z.string(),
  mustChangePassword: z.boolean(),
});

/** GET /v1/currentuser (SPEC §7): the user with their school's name and e-mail, for the user menu. */
export const currentUserSchema = userSchema.extend({ tenantName: z.string(), email: z.string().nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Both passwords travel SHA-256 pre-hashed like the login; the browser checks strength first. */
export const changePasswordBodySchema = z.object({ oldPassword: sha256Hex, newPassword: sha256Hex });

/** Strength rule the change-password form enforces before hashing (docs/security.md). */
export const newPasswordRuleSchema = z
  .string()
  .min(8, 'must have at least 8 characters')
  .max(64, 'must have at most 64 characters')
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/[0-9]/, 'must contain a digit');

/** Kick other clients (SPEC §3 "Kick-user request"). */
export const kickBodySchema = z.object({
  user: plainText().max(64).optional(),
  username: plainText().min(1).max(64),
  lockTime: z.number().int().min(0),
  broadcast: z.boolean(),
  bcMessage: z.object({
    action: z.literal('kick-client'),
    kickType: z.literal('jwt'),
    jwtToken: plainText().min(1).max(4096),
  }),
});

/** CAS sign-in: the service ticket the CAS server appended to the service address. */
export const casLoginBodySchema = z.object({
  ticket: plainText().trim().min(1, 'is required').max(256),
  service: plainText().url('must be the service address used at sign-in').max(2048),
});

/** Terminal type posted once after login (SPEC §4): 1 phone, 2 desktop, 3 tablet. */
export const TERMINAL_TYPE = { phone: 1, desktop: 2, tablet: 3 } as const;
export const terminalBodySchema = z.object({ terminalType: z.union([z.literal(1), z.literal(2), z.literal(3)]) });

/** POST /v1/user/password: the session's new token, without the pending change, and the user. */
export const passwordChangedSchema = tokenResultSchema.omit({ refresh_token: true });

/** POST /rbac/user/kick: how many sessions ended. */
export const kickResultSchema = z.object({ kicked: z.number().int().nonnegative() });

/** The logout addresses (SPEC §7): whether a session was ended (an expired token ends none). */
export const logoutResultSchema = z.object({ loggedOut: z.boolean() });
/** GET /auth/logout with json=1: where the browser goes next, checked to be on this site. */
export const logoutReturnSchema = logoutResultSchema.extend({ returnUri: z.string() });

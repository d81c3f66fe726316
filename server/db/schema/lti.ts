import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns';
import { tenants } from './tenancy';

/**
 * LTI 1.3 (docs/lti.md): the learning platforms (Moodle, Canvas…) a tenant's administrators
 * registered, and the keys Lectern signs its own LTI messages with.
 */

/**
 * A platform registered in one tenant: what its administrator gave Lectern. A launch will be
 * matched by issuer and client id within the tenant its address names, so the pair is unique per
 * tenant only: two tenants may register the same platform (Canvas's cloud has one issuer for every
 * school) without either learning of the other.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** The platform's `iss`, compared exactly (LTI: case-sensitive), so kept as typed. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** One or more: a platform makes one per place the tool is installed (a site, a sub-account). */
    deploymentIds: text('deployment_ids').array().notNull(),
    keySetUrl: text('key_set_url').notNull(),
    authUrl: text('auth_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    /** The `aud` of Lectern's token requests when the platform names one; null: the token endpoint. */
    tokenAudience: text('token_audience'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_platforms_tenant_issuer_client_idx').on(t.tenantId, t.issuer, t.clientId)],
);

/**
 * Lectern's signing keys as an LTI tool (server/lti/tool-keys.ts), for the whole installation:
 * the key set at /v1/lti/jwks is one address every platform is given. `next` is published before
 * it signs anything, so platforms that cache the set know it in time; `current` signs; `retired`
 * stays published for a grace period, so what it signed still verifies. The partial unique indexes
 * hold at most one current and one next key whatever several processes do at once.
 */
export const LTI_KEY_STATE = { next: 'next', current: 'current', retired: 'retired' } as const;
export type LtiKeyState = (typeof LTI_KEY_STATE)[keyof typeof LTI_KEY_STATE];

/** A public RSA key as a JWK (RFC 7517): what the key set publishes, never the private members. */
export type PublicRsaJwk = { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RS256'; use: 'sig' };

export const ltiToolKeys = pgTable(
  'lti_tool_keys',
  {
    /** The key's id (`kid`): its JWK thumbprint (RFC 7638). */
    kid: text('kid').primaryKey(),
    state: text('state').$type<LtiKeyState>().notNull(),
    /** PKCS #8 PEM. A secret: read only to sign, never answered, never logged (docs/security.md). */
    privateKey: text('private_key').notNull(),
    publicJwk: jsonb('public_jwk').$type<PublicRsaJwk>().notNull(),
    createdAt: createdAt(),
    /** When it began to sign (became current); null while next. */
    currentSince: ts('current_since'),
    /** When it stopped signing; null until retired. */
    retiredAt: ts('retired_at'),
  },
  (t) => [
    uniqueIndex('lti_tool_keys_one_current_idx')
      .on(t.state)
      .where(sql`${t.state} = 'current'`),
    uniqueIndex('lti_tool_keys_one_next_idx')
      .on(t.state)
      .where(sql`${t.state} = 'next'`),
    index('lti_tool_keys_retired_idx').on(t.retiredAt),
  ],
);

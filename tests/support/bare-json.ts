/**
 * Routes whose success is JSON of a shape of its own, not the envelope: the runtime configuration
 * is a plain JSON file (DESIGN.md §4), and Lectern's LTI key set a JWK Set as RFC 7517 has it,
 * read by learning platforms (docs/lti.md).
 */
export const BARE_JSON_ROUTES: ReadonlySet<string> = new Set(['GET /config/global.json', 'GET /v1/lti/jwks']);

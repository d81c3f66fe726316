import type { AccessClaims } from '../auth/token-signer';

/**
 * The caller as a rule sees them when the statement it is part of is built once and kept for
 * every caller of one shape (server/db/sql-rows.ts shapedRowsOf, the search inside lessons). The
 * rules of this folder decide in code on the role alone (`isAdministrator`, `isStaff`): the role
 * is the shape. The caller's id and tenant are put in the SQL only, as the bound values given.
 */
export const claimsShape = (claims: AccessClaims): string => `role ${claims.rol}`;

/**
 * `claims` for building such a statement: its role, `sub` and `tid` (placeholders, when it is
 * kept). Reading any other claim throws: its value would be the first caller's, kept in the
 * statement for everyone after.
 */
export function boundClaims(claims: AccessClaims, sub: string, tid: string): AccessClaims {
  const unbound = (name: string) => () => {
    throw new Error(`a statement built once per shape may not read the caller's ${name}`);
  };
  return Object.defineProperties({ rol: claims.rol, sub, tid } as AccessClaims, {
    sid: { get: unbound('sid') },
    usr: { get: unbound('usr') },
    pwc: { get: unbound('pwc') },
  });
}

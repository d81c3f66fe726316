import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Claims of a Lectern access token. `sid` ties it to a session that logout or kick can revoke. */
export type AccessClaims = {
  sub: string;
  tid: string;
  sid: string;
  usr: string;
  rol: number;
  /** Password equals the user code: every call but the password change is refused. */
  pwc: boolean;
};

const ISSUER = 'lectern';

export function createTokenSigner(secret: Uint8Array, ttlSeconds: number, clock: () => Date = () => new Date()) {
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ tid: claims.tid, sid: claims.sid, usr: claims.usr, rol: claims.rol, pwc: claims.pwc })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    /** The claims, or null for a token that is malformed, forged, expired or without an expiry. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        // jose checks `exp` only when present: a token without one would never expire.
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
          currentDate: clock(),
        });
        const { sub, tid, sid, usr, rol, pwc } = payload as Partial<AccessClaims>;
        if (!sub || !tid || !sid || !usr || typeof rol !== 'number') return null;
        return { sub, tid, sid, usr, rol, pwc: pwc === true };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

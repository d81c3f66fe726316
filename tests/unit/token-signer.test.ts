import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../server/auth/token-signer';

/** Access tokens (docs/security.md "Access tokens"): only the server's own, unexpired, with an expiry. */
const secret = new TextEncoder().encode('a test secret of thirty-two bytes');
const now = new Date('2025-03-01T08:00:00Z');
const signer = createTokenSigner(secret, 900, () => now);
const claims = { sub: 'u1', tid: '1', sid: 's1', usr: 'student01', rol: 2, pwc: false };
const iat = Math.floor(now.getTime() / 1000);

const handMade = () =>
  new SignJWT({ tid: '1', sid: 's1', usr: 'student01', rol: 2, pwc: false })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('u1')
    .setIssuer('lectern')
    .setIssuedAt(iat);

describe('access token verification', () => {
  it('accepts its own tokens, and a hand-made one with an expiry', async () => {
    expect(await signer.verify(await signer.sign(claims))).toEqual(claims);
    expect(
      await signer.verify(
        await handMade()
          .setExpirationTime(iat + 60)
          .sign(secret),
      ),
    ).toEqual(claims);
  });

  it('refuses a correctly signed token without exp', async () => {
    expect(await signer.verify(await handMade().sign(secret))).toBeNull();
  });

  it('refuses an expired token and one signed with another key', async () => {
    expect(
      await signer.verify(
        await handMade()
          .setExpirationTime(iat - 1)
          .sign(secret),
      ),
    ).toBeNull();
    const other = new TextEncoder().encode('another secret of thirty-two byt');
    expect(
      await signer.verify(
        await handMade()
          .setExpirationTime(iat + 60)
          .sign(other),
      ),
    ).toBeNull();
  });
});

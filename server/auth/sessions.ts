import { createHash, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import { ApiError } from '../errors';
import type { AccessClaims, TokenSigner } from './token-signer';

/**
 * Sessions and refresh-token rotation (DESIGN.md §4). A refresh token is opaque, stored only as
 * its SHA-256, used once: presenting a used one again means it leaked, so the whole session
 * (its family) is revoked, except within REFRESH_REUSE_GRACE_MS of its use (docs/security.md
 * "Refresh tokens"): a tab reloaded while its refresh was in flight never got the answer, and
 * the browser's next refresh presents the same token again. That is the reuse interval identity
 * providers give rotation (Auth0's "reuse interval", Okta's grace period): a second successor is
 * issued instead of ending every tab's session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export type SessionUser = { id: string; tenantId: string; username: string; role: number };
export type IssuedTokens = { jwt_token: string; refresh_token: string; expires_in: number };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export function createSessionStore(db: Db, signer: TokenSigner, refreshTtlSeconds: number, clock: () => Date) {
  const expiry = () => new Date(clock().getTime() + refreshTtlSeconds * 1000);

  async function mintRefresh(sessionId: string): Promise<string> {
    const token = newRefreshToken();
    await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt: expiry() });
    return token;
  }

  const claimsFor = (user: SessionUser, sessionId: string, mustChangePassword: boolean): AccessClaims => ({
    sub: user.id,
    tid: user.tenantId,
    sid: sessionId,
    usr: user.username,
    rol: user.role,
    pwc: mustChangePassword,
  });

  return {
    async open(
      user: SessionUser,
      mustChangePassword: boolean,
      client: { userAgent?: string; ip?: string },
    ): Promise<IssuedTokens & { sessionId: string }> {
      const [session] = await db
        .insert(sessions)
        .values({
          tenantId: user.tenantId,
          userId: user.id,
          mustChangePassword,
          userAgent: client.userAgent ?? null,
          ip: client.ip ?? null,
          lastSeenAt: clock(),
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error('session insert returned nothing');
      const refresh_token = await mintRefresh(session.id);
      const jwt_token = await signer.sign(claimsFor(user, session.id, mustChangePassword));
      return { sessionId: session.id, jwt_token, refresh_token, expires_in: signer.ttlSeconds };
    },

    /** Exchanges a refresh token for new tokens; the caller supplies the user's current state. */
    async rotate(token: string, loadUser: (userId: string) => Promise<SessionUser | null>): Promise<IssuedTokens> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row) throw new ApiError('refreshInvalid');
      const [session] = await db.select().from(sessions).where(eq(sessions.id, row.sessionId));
      if (!session || session.revokedAt) throw new ApiError('refreshInvalid');
      // Mark used atomically: of two concurrent presentations only one wins; the other is reuse.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: clock() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        const [used] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
        const sinceUse = used?.usedAt ? clock().getTime() - used.usedAt.getTime() : Infinity;
        if (!(sinceUse >= 0 && sinceUse < REFRESH_REUSE_GRACE_MS)) {
          await this.revoke(session.id, 'reuse');
          throw new ApiError('refreshReused');
        }
      }
      if (row.expiresAt.getTime() <= clock().getTime()) throw new ApiError('refreshInvalid', 'refresh token expired');
      const user = await loadUser(session.userId);
      if (!user) {
        await this.revoke(session.id, 'user-disabled');
        throw new ApiError('refreshInvalid');
      }
      await db.update(sessions).set({ lastSeenAt: clock() }).where(eq(sessions.id, session.id));
      const refresh_token = await mintRefresh(session.id);
      const jwt_token = await signer.sign(claimsFor(user, session.id, session.mustChangePassword));
      return { jwt_token, refresh_token, expires_in: signer.ttlSeconds };
    },

    /** After the forced change: the session's next tokens no longer carry the flag. */
    async clearPasswordChange(sessionId: string): Promise<void> {
      await db.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, sessionId));
    },

    /**
     * The claims of session `sessionId` as a token of it would carry them now, for a stream
     * capability minted in it (docs/edge.md "No preflight"): null once it is revoked (logout,
     * kick), its user is disabled, or it has no refresh token left that could still be used (a
     * session left idle past its refresh lifetime ends here as it would at the next refresh).
     */
    async claimsOfSession(sessionId: string): Promise<AccessClaims | null> {
      const [row] = await db
        .select({ id: users.id, tenantId: users.tenantId, username: users.username, role: users.role, must: sessions.mustChangePassword })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            eq(users.active, true),
            exists(
              db
                .select({ id: refreshTokens.id })
                .from(refreshTokens)
                .where(and(eq(refreshTokens.sessionId, sessions.id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, clock()))),
            ),
          ),
        );
      return row ? claimsFor(row, sessionId, row.must) : null;
    },

    async isActive(sessionId: string): Promise<boolean> {
      const [session] = await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, sessionId));
      return Boolean(session && !session.revokedAt);
    },

    async revoke(sessionId: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: clock(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Revokes every other live session of the user; returns the ids revoked (for the kick push). */
    async revokeOthers(userId: string, keepSessionId: string | null, reason: string): Promise<string[]> {
      const keep = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
      const rows = await db
        .update(sessions)
        .set({ revokedAt: clock(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

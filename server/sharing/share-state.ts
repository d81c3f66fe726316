import type { ShareState } from '../../src/schemas/sharing';

/** Revoked wins over expired: the teacher's decision is the more telling reason. */
export function shareState(link: { revokedAt: Date | null; expiresAt: Date }, now: Date): ShareState {
  if (link.revokedAt !== null) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

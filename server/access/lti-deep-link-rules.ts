import { and, eq, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import { personalResources } from '../db/schema';
import { ApiError } from '../errors';
import { manageableClasses } from './class-roles';
import { isAdministrator, isStaff } from './roles';

/**
 * Who may deep link, and what (docs/lti.md "Deep linking"). Only someone the platform calls a
 * teacher or an administrator may open the picker: a link in a course site is the course's
 * teachers' to place. What they may link is what they manage: a teacher their own classes, those
 * classes' recordings and their own clips; an administrator the tenant's. A selection belongs to
 * the one user its launch signed in, in their tenant.
 */
export type DeepLinkingRole = 'administrator' | 'teacher' | 'student';

export const mayDeepLink = (role: DeepLinkingRole): boolean => role === 'teacher' || role === 'administrator';

/** The classes (and so the recordings) the picker offers: those the caller manages. */
export const linkableClasses = (claims: AccessClaims): SQL => manageableClasses(claims);

/** The clips the picker offers: the caller's own, or every clip of the tenant for an administrator. */
export const linkableClips = (claims: AccessClaims): SQL =>
  and(eq(personalResources.tenantId, claims.tid), isAdministrator(claims) ? undefined : eq(personalResources.userId, claims.sub))!;

/**
 * The caller may use this deep-linking selection: it is theirs (the launch signed them in) and
 * they are still staff; otherwise the selection does not exist for them.
 */
export function assertOwnDeepLink(claims: AccessClaims, launch: { tenantId: string; userId: string }): void {
  if (launch.tenantId !== claims.tid || launch.userId !== claims.sub || !isStaff(claims)) throw new ApiError('ltiDeepLinkEnded');
}

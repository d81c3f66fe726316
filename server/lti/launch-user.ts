import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ROLE } from '../../src/constants';
import { roleAfterLaunch } from '../access';
import type { Db } from '../db/client';
import { ltiUsers, roles, userRoles, users } from '../db/schema';
import type { LaunchClaims } from './launch-claims';
import { LaunchRefused } from './launch-refusal';
import type { LaunchRole } from './role-mapping';

/**
 * The Lectern user a launch signs in (docs/lti.md "Who is signed in"): the one linked to the
 * platform's issuer and the launch's `sub` in the tenant, else a new one. Never matched by name
 * or e-mail, which a platform's users choose. A new user gets a username of its own (`lti-`, a
 * readable part of the e-mail or name, and a hash of issuer and subject), the name and e-mail of
 * the claims, no password that can sign in (not a scrypt hash: every password check fails), and
 * the tenant's resource-tree role of its Lectern role (the menu's signs). Each launch refreshes
 * the name and e-mail and raises the role when the platform's is higher, never lowers it.
 */
export const LTI_NO_PASSWORD = 'lti:no-password';
const NAME_MAX = 100;
const READABLE_MAX = 20;

export const LECTERN_ROLE: Record<LaunchRole, number> = {
  administrator: ROLE.administrator,
  teacher: ROLE.teacher,
  student: ROLE.student,
};
const RESOURCE_ROLE_CODE: Record<number, string> = {
  [ROLE.administrator]: 'administrator',
  [ROLE.teacher]: 'teacher',
  [ROLE.student]: 'student',
};

export type SignedInUser = { id: string; username: string; role: number };

/** The user's name as shown: the claims', cut to fit, else the username. */
const displayName = (claims: Pick<LaunchClaims, 'name'>, username: string): string =>
  (claims.name ?? username)
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, NAME_MAX) || username;

/** `lti-<readable>-<hash>`: ASCII letters and digits of the e-mail's local part or the name, then `length` hex of the hash. */
export function launchUsername(issuer: string, subject: string, claims: Pick<LaunchClaims, 'email' | 'name'>, length = 8): string {
  const readable = (claims.email?.split('@')[0] ?? claims.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, READABLE_MAX);
  const hash = createHash('sha256').update(`${issuer}\n${subject}`, 'utf8').digest('hex').slice(0, length);
  return readable === '' ? `lti-${hash}` : `lti-${readable}-${hash}`;
}

async function grantResourceRole(db: Db, tenantId: string, userId: string, role: number): Promise<void> {
  const code = RESOURCE_ROLE_CODE[role];
  if (code === undefined) return;
  const [resourceRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, code)));
  // A tenant without that role in its resource tree gives no menu signs; the role itself still counts.
  if (resourceRole) await db.insert(userRoles).values({ userId, roleId: resourceRole.id }).onConflictDoNothing();
}

/** A new user, with a username no one of the tenant has (a longer hash on the rare clash). */
async function createUser(
  db: Db,
  tenantId: string,
  issuer: string,
  claims: Pick<LaunchClaims, 'subject' | 'name' | 'email'>,
  role: number,
  now: Date,
): Promise<string> {
  for (const length of [8, 16, 32, 64]) {
    const username = launchUsername(issuer, claims.subject, claims, length);
    const [made] = await db
      .insert(users)
      .values({
        tenantId,
        username,
        name: displayName(claims, username),
        code: '',
        role,
        passwordHash: LTI_NO_PASSWORD,
        email: claims.email,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (made) return made.id;
  }
  throw new Error(`no free username for an LTI user of ${issuer}`);
}

/** What a platform says of a person, by a launch's claims or a roster's member. */
export type PlatformPerson = Pick<LaunchClaims, 'subject' | 'name' | 'email'>;

/**
 * The platform's person as a Lectern user, made or updated (name, e-mail, a raised role), or
 * null when the linked account is disabled; run inside the caller's transaction. Shared by the
 * launch and the roster sync (./roster-sync.ts), so a person is made one way whichever comes
 * first. Two first sightings of one person at once: the link's primary key lets one insert win,
 * and the other reads its user.
 */
export async function platformUser(
  db: Db,
  link: { tenantId: string; issuer: string },
  person: PlatformPerson,
  launchRole: LaunchRole,
  now: Date,
): Promise<SignedInUser | null> {
  const granted = LECTERN_ROLE[launchRole];
  const linked = and(eq(ltiUsers.tenantId, link.tenantId), eq(ltiUsers.issuer, link.issuer), eq(ltiUsers.subject, person.subject));
  const [known] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(linked);
  let userId = known?.userId;
  if (userId === undefined) {
    const made = await createUser(db, link.tenantId, link.issuer, person, granted, now);
    const [won] = await db
      .insert(ltiUsers)
      .values({ ...link, subject: person.subject, userId: made, createdAt: now, lastLaunchAt: now })
      .onConflictDoNothing()
      .returning({ userId: ltiUsers.userId });
    if (won) userId = made;
    else {
      await db.delete(users).where(eq(users.id, made));
      userId = (await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(linked))[0]!.userId;
    }
  }
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, link.tenantId)));
  if (!row || !row.active) return null;
  const role = roleAfterLaunch(row.role, granted);
  await db
    .update(users)
    .set({ role, name: person.name === null ? row.name : displayName(person, row.username), email: person.email ?? row.email })
    .where(eq(users.id, row.id));
  await grantResourceRole(db, link.tenantId, row.id, role);
  return { id: row.id, username: row.username, role };
}

/** The launching user, made or updated; run inside the launch's transaction. A disabled account is refused. */
export async function launchingUser(
  db: Db,
  link: { tenantId: string; issuer: string },
  claims: LaunchClaims,
  launchRole: LaunchRole,
  now: Date,
): Promise<SignedInUser> {
  const user = await platformUser(db, link, claims, launchRole, now);
  if (user === null) throw new LaunchRefused('account', `the Lectern account linked to ${claims.subject} is disabled`);
  await db
    .update(ltiUsers)
    .set({ lastLaunchAt: now })
    .where(and(eq(ltiUsers.tenantId, link.tenantId), eq(ltiUsers.issuer, link.issuer), eq(ltiUsers.subject, claims.subject)));
  return user;
}

import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import type { CampusBody } from '../../src/schemas/admin-style';
import type { Campus } from '../../src/schemas/shell';
import { assertMaySetSchoolLook } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import { campusList } from '../catalogue/campuses';
import type { Db } from '../db/client';
import { campuses, classrooms, schools, tenants } from '../db/schema';
import { ApiError, refused } from '../errors';

/**
 * The tenant's campuses (docs/admin.md "School look"), for its administrators: the campus
 * selector (GET /v1/campus/list) reads them on each call. Names are unique in a tenant, and so
 * are addresses; the check and the write run in one transaction that holds the tenant's row, so
 * two administrators saving at once cannot both pass it. A campus with classrooms stays (409):
 * its rooms would lose their place.
 */

const badAddress = (rule: string) => refused('badRequest', 'campusAddressInvalid', {}, `body.domainName: ${rule}`, 'domainName');

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
/** A DNS host name (letters, digits, hyphens; labels of 1 to 63, 253 in all) or an IPv4 address. */
export const isHostname = (host: string): boolean =>
  IPV4.test(host) || (host.length <= 253 && host.split('.').every((label) => LABEL.test(label)));

/**
 * The address the campus selector opens: '' (none), a path on this site ('/#/home?campus=…',
 * as the demo seeds them), an http(s) address of a valid host, or a bare host name, stored as its
 * https address.
 */
export function campusAddress(raw: string): string {
  const value = raw.trim();
  if (value === '') return '';
  if (/\s/.test(value)) throw badAddress('must not contain spaces');
  if (value.startsWith('/')) {
    if (value.startsWith('//')) throw badAddress('a path on this site starts with a single /');
    return value;
  }
  if (value.includes('://')) {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw badAddress('must be an http or https address');
    if (url.username !== '' || url.password !== '') throw badAddress('must not carry a user name or password');
    if (!isHostname(url.hostname)) throw badAddress(`${url.hostname} is not a valid host name`);
    return value;
  }
  if (!isHostname(value)) throw badAddress(`${value} is not a valid host name (letters, digits, hyphens and dots)`);
  return `https://${value.toLowerCase()}`;
}

export async function campusesOf(db: Db, claims: AccessClaims): Promise<Campus[]> {
  assertMaySetSchoolLook(claims);
  return campusList(db, claims.tid, false);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function assertUnique(tx: Tx, tenantId: string, campus: CampusBody, exceptId: string | null): Promise<void> {
  const others = await tx
    .select({ campName: campuses.campName, domainName: campuses.domainName })
    .from(campuses)
    .where(and(eq(campuses.tenantId, tenantId), exceptId === null ? undefined : ne(campuses.id, exceptId)));
  const name = campus.campName.toLowerCase();
  if (others.some((o) => o.campName.trim().toLowerCase() === name))
    throw refused(
      'conflict',
      'campusNameTaken',
      { name: campus.campName },
      `body.campName: another campus is already named ${campus.campName}`,
      'campName',
    );
  if (campus.domainName !== '' && others.some((o) => o.domainName === campus.domainName))
    throw refused(
      'conflict',
      'campusAddressTaken',
      { address: campus.domainName },
      `body.domainName: another campus already opens ${campus.domainName}`,
      'domainName',
    );
}

/** The tenant's row, held until the transaction ends: campus writes of one tenant take turns. */
const holdTenant = (tx: Tx, tenantId: string) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');

export async function createCampus(db: Db, claims: AccessClaims, body: CampusBody): Promise<Campus> {
  assertMaySetSchoolLook(claims);
  const campus = { campName: body.campName, domainName: campusAddress(body.domainName) };
  return db.transaction(async (tx) => {
    await holdTenant(tx, claims.tid);
    await assertUnique(tx, claims.tid, campus, null);
    const [school] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.tenantId, claims.tid))
      .orderBy(asc(schools.id))
      .limit(1);
    if (!school) throw new ApiError('conflict', 'this tenant has no school to hold a campus');
    const [last] = await tx
      .select({ sortIndex: max(campuses.sortIndex) })
      .from(campuses)
      .where(eq(campuses.tenantId, claims.tid));
    const [row] = await tx
      .insert(campuses)
      .values({ tenantId: claims.tid, schoolId: school.id, ...campus, sortIndex: (last?.sortIndex ?? 0) + 1 })
      .returning({ id: campuses.id, campName: campuses.campName, domainName: campuses.domainName });
    return row!;
  });
}

export async function updateCampus(db: Db, claims: AccessClaims, id: string, body: CampusBody): Promise<Campus> {
  assertMaySetSchoolLook(claims);
  const campus = { campName: body.campName, domainName: campusAddress(body.domainName) };
  return db.transaction(async (tx) => {
    await holdTenant(tx, claims.tid);
    await assertUnique(tx, claims.tid, campus, id);
    const [row] = await tx
      .update(campuses)
      .set(campus)
      .where(and(eq(campuses.id, id), eq(campuses.tenantId, claims.tid)))
      .returning({ id: campuses.id, campName: campuses.campName, domainName: campuses.domainName });
    if (!row) throw new ApiError('notFound', `no campus ${id}`);
    return row;
  });
}

export async function deleteCampus(db: Db, claims: AccessClaims, id: string): Promise<{ removed: string }> {
  assertMaySetSchoolLook(claims);
  return db.transaction(async (tx) => {
    await holdTenant(tx, claims.tid);
    const [campus] = await tx
      .select({ id: campuses.id })
      .from(campuses)
      .where(and(eq(campuses.id, id), eq(campuses.tenantId, claims.tid)));
    if (!campus) throw new ApiError('notFound', `no campus ${id}`);
    const [rooms] = await tx.select({ n: count() }).from(classrooms).where(eq(classrooms.campusId, id));
    const roomCount = rooms?.n ?? 0;
    if (roomCount > 0)
      throw refused(
        'conflict',
        'campusHasClassrooms',
        { count: roomCount },
        `this campus has ${roomCount} classrooms: move or remove them first`,
      );
    await tx.delete(campuses).where(eq(campuses.id, id));
    return { removed: id };
  });
}

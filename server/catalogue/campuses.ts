import { and, asc, eq, ne } from 'drizzle-orm';
import type { Campus } from '../../src/schemas/shell';
import type { Db } from '../db/client';
import { campuses } from '../db/schema';

/**
 * Campuses of a tenant, for the header's campus selector (SPEC §2); `withDomainOnly`: only those
 * whose resource-management home has an address (the selector can open them).
 */
export const campusList = (db: Db, tenantId: string, withDomainOnly: boolean): Promise<Campus[]> =>
  db
    .select({ id: campuses.id, campName: campuses.campName, domainName: campuses.domainName })
    .from(campuses)
    .where(and(eq(campuses.tenantId, tenantId), withDomainOnly ? ne(campuses.domainName, '') : undefined))
    .orderBy(asc(campuses.sortIndex), asc(campuses.campName));

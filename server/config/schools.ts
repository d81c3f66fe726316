import { asc, eq } from 'drizzle-orm';
import type { SchoolChoice } from '../../src/schemas/shell';
import type { Db } from '../db/client';
import { schools, tenants } from '../db/schema';
import { readStyleEntries } from './style-entries';

/**
 * Tenants and their schools as the login page and the user menu name them (SPEC §1, §3):
 * the school's name, and its logos from the style entries, falling back to the school's own.
 */
export async function schoolOf(db: Db, tenantId: string) {
  const [school] = await db.select().from(schools).where(eq(schools.tenantId, tenantId)).limit(1);
  const logos = await readStyleEntries(db, tenantId, '', ['SchoolLogo', 'PlatformLogo']);
  const logo = (code: string) => logos.find((e) => e.sypaCode === code)?.sypaValue ?? '';
  return { schoolName: school?.name ?? '', schoolLogo: logo('SchoolLogo') || (school?.logoUrl ?? ''), platformLogo: logo('PlatformLogo') };
}

/** Every tenant with its school, in tenant order (the login page's school choice). */
export async function schoolChoices(db: Db): Promise<SchoolChoice[]> {
  const rows = await db.select({ tenantId: tenants.id }).from(tenants).orderBy(asc(tenants.id));
  const choices: SchoolChoice[] = [];
  for (const { tenantId } of rows) {
    const school = await schoolOf(db, tenantId);
    choices.push({ tenantId, schoolName: school.schoolName, schoolLogo: school.schoolLogo });
  }
  return choices;
}

/** The tenant's name, '' for none. */
export async function tenantName(db: Db, tenantId: string): Promise<string> {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? '';
}

export async function tenantExists(db: Db, tenantId: string): Promise<boolean> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant !== undefined;
}

import { campuses, schools, tenants } from '../schema';
import { mediaUrl, type SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';

export type TenancyIds = { schoolId: string; campusIds: string[] };

export const brandingPath = (tenantId: string, file: string) => `branding/${tenantId}/${file}`;

/** The tenant, its school and campuses (the campus selector shows when there are several). */
export async function seedTenancy(ctx: SeedContext): Promise<TenancyIds> {
  const { plan, db, log } = ctx;
  await insertAll(db, tenants, [{ id: plan.id, code: plan.code, name: plan.name }], `tenants (tenant ${plan.id})`, log);
  const schoolId = seedId('scho', plan.id, 1);
  const school = {
    id: schoolId,
    tenantId: plan.id,
    name: plan.school.name,
    shortName: plan.school.shortName,
    logoUrl: mediaUrl(brandingPath(plan.id, 'school-logo.svg')),
  };
  await insertAll(db, schools, [school], `schools (tenant ${plan.id})`, log);
  const campusRows = plan.campuses.map((c, i) => ({
    id: seedId('camp', plan.id, i + 1),
    tenantId: plan.id,
    schoolId,
    campName: c.campName,
    // The demo's campuses share this server: an address on this site, wherever it runs, so
    // switching campus keeps the tab signed in (docs/api.md "campus").
    domainName: `/#/home?campus=${c.key}`,
    sortIndex: i + 1,
  }));
  await insertAll(db, campuses, campusRows, `campuses (tenant ${plan.id})`, log);
  return { schoolId, campusIds: campusRows.map((c) => c.id) };
}

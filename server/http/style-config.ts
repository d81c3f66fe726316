import { createRequire } from 'node:module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { APP_NAME } from '../../src/constants';
import { stylesQuerySchema, type SchoolChoice, type ThemeInfo } from '../../src/schemas/shell';
import { schools, tenants } from '../db/schema';
import { jsonValue, readStyleEntries } from '../config/style-entries';
import { envelope } from './errors';
import { requestTenant } from './request-tenant';

/**
 * The look of each school (SPEC §1, §3): style entries, the theme summary, platform and school
 * info and the app's version. Public: the login page shows logos and titles before sign-in.
 */
const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };
const oneOf = <T extends number>(allowed: readonly T[]) => (value: unknown): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

export const styleConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.deps;

  app.get('/v1/config/styles', { schema: { querystring: stylesQuerySchema } }, async (request) =>
    envelope(await readStyleEntries(db, await requestTenant(request), request.query.applyId, request.query.sypaCodes)),
  );

  app.get('/v1/config/style', async (request) => {
    const entries = await readStyleEntries(db, await requestTenant(request), '', ['skinColor', 'CourseNo', 'UserLogout']);
    const theme: ThemeInfo = {
      themeColor: entries.find((e) => e.sypaCode === 'skinColor')?.sypaValue ?? 'default',
      isShowCourseNo: jsonValue(entries, 'CourseNo', (v) => oneOf([0, 1] as const)((v as { show?: unknown })?.show), 0),
      logoutType: jsonValue(entries, 'UserLogout', (v) => oneOf([0, 1, 2] as const)((v as { type?: unknown })?.type), env.LOGOUT_TYPE),
      grayscale: env.GRAYSCALE,
    };
    return envelope(theme);
  });

  const schoolOf = async (tenantId: string) => {
    const [school] = await db.select().from(schools).where(eq(schools.tenantId, tenantId)).limit(1);
    const logos = await readStyleEntries(db, tenantId, '', ['SchoolLogo', 'PlatformLogo']);
    const logo = (code: string) => logos.find((e) => e.sypaCode === code)?.sypaValue ?? '';
    return { schoolName: school?.name ?? '', schoolLogo: logo('SchoolLogo') || (school?.logoUrl ?? ''), platformLogo: logo('PlatformLogo') };
  };

  app.get('/v1/school/info', async (request) => envelope(await schoolOf(await requestTenant(request))));

  // The login page's school choice: every tenant with its school, in tenant order.
  app.get('/v1/school/list', async () => {
    const rows = await db.select({ tenantId: tenants.id }).from(tenants).orderBy(asc(tenants.id));
    const choices: SchoolChoice[] = [];
    for (const { tenantId } of rows) {
      const school = await schoolOf(tenantId);
      choices.push({ tenantId, schoolName: school.schoolName, schoolLogo: school.schoolLogo });
    }
    return envelope(choices);
  });

  app.get('/v1/platform/info', async (request) => {
    const school = await schoolOf(await requestTenant(request));
    return envelope({
      poapName: school.schoolName ? `${school.schoolName} · Lectern` : 'Lectern',
      browserImgUrl: school.platformLogo || '/favicon.svg',
    });
  });

  app.get('/v1/app/info', async () => envelope({ appName: APP_NAME, version, environment: 'production' as const }));
};

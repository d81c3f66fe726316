import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_ROOT } from '../../project-root';
import { APP_NAME } from '../../../src/constants';
import {
  appInfoSchema,
  platformInfoSchema,
  schoolChoiceSchema,
  schoolInfoSchema,
  styleEntrySchema,
  stylesQuerySchema,
  themeInfoSchema,
  type ThemeInfo,
} from '../../../src/schemas/shell';
import { platformInfoOf } from '../../config/platform-info';
import { schoolChoices, schoolOf } from '../../config/schools';
import { jsonValue, readStyleEntries } from '../../config/style-entries';
import { envelope } from '../../errors';
import { requestTenant } from '../request-tenant';
import { z } from 'zod';
import { answers } from '../responses';

/**
 * The look of each school (SPEC §1, §3): style entries, the theme summary, platform and school
 * info and the app's version. Public: the login page shows logos and titles before sign-in.
 */
const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
const oneOf =
  <T extends number>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    allowed.includes(value as T) ? (value as T) : undefined;

export const styleConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.deps;

  app.get(
    '/v1/config/styles',
    { schema: { querystring: stylesQuerySchema, response: answers(z.array(styleEntrySchema)) } },
    async (request) => envelope(await readStyleEntries(db, await requestTenant(request), request.query.applyId, request.query.sypaCodes)),
  );

  app.get('/v1/config/style', { schema: { response: answers(themeInfoSchema) } }, async (request) => {
    const entries = await readStyleEntries(db, await requestTenant(request), '', ['skinColor', 'CourseNo', 'UserLogout']);
    const theme: ThemeInfo = {
      themeColor: entries.find((e) => e.sypaCode === 'skinColor')?.sypaValue ?? 'default',
      isShowCourseNo: jsonValue(entries, 'CourseNo', (v) => oneOf([0, 1] as const)((v as { show?: unknown })?.show), 0),
      logoutType: jsonValue(entries, 'UserLogout', (v) => oneOf([0, 1, 2] as const)((v as { type?: unknown })?.type), env.LOGOUT_TYPE),
      grayscale: env.GRAYSCALE,
    };
    return envelope(theme);
  });

  app.get('/v1/school/info', { schema: { response: answers(schoolInfoSchema) } }, async (request) =>
    envelope(await schoolOf(db, await requestTenant(request))),
  );

  // The login page's school choice: every tenant with its school, in tenant order.
  app.get('/v1/school/list', { schema: { response: answers(z.array(schoolChoiceSchema)) } }, async () => envelope(await schoolChoices(db)));

  app.get('/v1/platform/info', { schema: { response: answers(platformInfoSchema) } }, async (request) =>
    envelope(await platformInfoOf(db, await requestTenant(request))),
  );

  app.get('/v1/app/info', { schema: { response: answers(appInfoSchema) } }, async () =>
    envelope({ appName: APP_NAME, version, environment: 'production' as const }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import { courseStatusQuerySchema } from '../../src/schemas/catalogue';
import { buildOrgaTree } from '../catalogue/orga-tree';
import { courStatusAt } from '../catalogue/cour-status';
import { assertClassViewable } from '../detail/class-access';
import { VOD_STATUS, academicTerms, circularBanners, courseSessions, organisations, tags, vods } from '../db/schema';
import { authenticate, claimsOf } from './authenticate';
import { ApiError, envelope } from './errors';

/**
 * Lookups of the list filters and the home page (SPEC §7 "Lists and lookups"): organisations,
 * tags, terms, banners and the status of one lesson. All of the caller's tenant only; a lesson's
 * status only for a class the caller may watch (403 otherwise, as its live page and detail are).
 */
export const catalogueLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const signedIn = { preHandler: authenticate() };

  app.get('/v1/list/orgas', signedIn, async (request) => {
    const rows = await db
      .select({ id: organisations.id, parentId: organisations.parentId, name: organisations.name, code: organisations.code, sortIndex: organisations.sortIndex })
      .from(organisations)
      .where(eq(organisations.tenantId, claimsOf(request).tid));
    return envelope(buildOrgaTree(rows));
  });

  app.get('/v1/list/tecl/labels', signedIn, async (request) =>
    envelope(
      await db
        .select({ tagId: tags.id, tagName: tags.name })
        .from(tags)
        .where(eq(tags.tenantId, claimsOf(request).tid))
        .orderBy(asc(tags.sortIndex), asc(tags.name)),
    ),
  );

  app.get('/v1/list/termYear', signedIn, async (request) =>
    envelope(
      await db
        .select({
          acteId: academicTerms.id, acteName: academicTerms.acteName, isCurrent: academicTerms.isCurrent,
          beginDate: academicTerms.beginDate, endDate: academicTerms.endDate, weekCount: academicTerms.weekCount,
        })
        .from(academicTerms)
        .where(eq(academicTerms.tenantId, claimsOf(request).tid))
        .orderBy(desc(academicTerms.isCurrent), desc(academicTerms.beginDate)),
    ),
  );

  app.get('/v1/circular_banner', signedIn, async (request) =>
    envelope(
      await db
        .select({ id: circularBanners.id, title: circularBanners.title, imageUrl: circularBanners.imageUrl, linkUrl: circularBanners.linkUrl, sortIndex: circularBanners.sortIndex })
        .from(circularBanners)
        .where(eq(circularBanners.tenantId, claimsOf(request).tid))
        .orderBy(asc(circularBanners.sortIndex), asc(circularBanners.id)),
    ),
  );

  app.get('/v1/course/status', { ...signedIn, schema: { querystring: courseStatusQuerySchema } }, async (request) => {
    const { courseId } = request.query;
    const claims = claimsOf(request);
    const [row] = await db
      .select({
        teclId: courseSessions.teclId, courStatus: courStatusAt(clock()), courBeginTime: courseSessions.courBeginTime, courEndTime: courseSessions.courEndTime,
      })
      .from(courseSessions)
      .where(and(eq(courseSessions.id, courseId), eq(courseSessions.tenantId, claims.tid)));
    if (!row) throw new ApiError('notFound', `no course ${courseId}`);
    await assertClassViewable(db, claims, row.teclId);
    const [vod] = await db
      .select({ id: vods.id })
      .from(vods)
      .where(and(eq(vods.courId, courseId), eq(vods.tenantId, claims.tid), eq(vods.status, VOD_STATUS.ready)))
      .orderBy(desc(vods.createdAt))
      .limit(1);
    return envelope({
      courStatus: row.courStatus,
      courBeginTime: row.courBeginTime.toISOString(),
      courEndTime: row.courEndTime.toISOString(),
      hasRecording: vod !== undefined,
      vodId: vod?.id ?? null,
    });
  });
};

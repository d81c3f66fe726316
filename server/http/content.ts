import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { helpArticlesQuerySchema } from '../../src/schemas/content';
import { helpArticles, moocCourses } from '../db/schema';
import { authenticate, claimsOf } from './authenticate';
import { envelope } from './errors';

/**
 * Editorial content of the caller's tenant: help articles searched by keyword (/help-center)
 * and the external MOOC courses linked to the campus (/superstar-course).
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const signedIn = { preHandler: authenticate() };

  app.get('/v1/help/articles', { ...signedIn, schema: { querystring: helpArticlesQuerySchema } }, async (request) => {
    const { keyword } = request.query;
    const pattern = `%${escapeLike(keyword)}%`;
    const matching = keyword === '' ? undefined : or(ilike(helpArticles.title, pattern), ilike(helpArticles.body, pattern), ilike(helpArticles.category, pattern));
    return envelope(
      await db
        .select({ id: helpArticles.id, category: helpArticles.category, title: helpArticles.title, body: helpArticles.body })
        .from(helpArticles)
        .where(and(eq(helpArticles.tenantId, claimsOf(request).tid), matching))
        .orderBy(asc(helpArticles.sortIndex), asc(helpArticles.id)),
    );
  });

  app.get('/v1/superstar/courses', signedIn, async (request) =>
    envelope(
      await db
        .select({
          id: moocCourses.id, title: moocCourses.title, provider: moocCourses.provider, url: moocCourses.url,
          coverUrl: moocCourses.coverUrl, teacherName: moocCourses.teacherName,
        })
        .from(moocCourses)
        .where(eq(moocCourses.tenantId, claimsOf(request).tid))
        .orderBy(asc(moocCourses.sortIndex), asc(moocCourses.id)),
    ),
  );
};

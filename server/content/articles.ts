import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { HelpArticle, SuperstarCourse } from '../../src/schemas/content';
import type { Db } from '../db/client';
import { helpArticles, moocCourses } from '../db/schema';
import { containing } from '../db/like-pattern';

/**
 * Editorial content of a tenant: help articles searched by keyword (/help-center) and the
 * external MOOC courses linked to the campus (/superstar-course).
 */

/** Articles whose title, body or category holds `keyword` (case-insensitive); '' lists them all. */
export function helpArticlesOf(db: Db, tenantId: string, keyword: string): Promise<HelpArticle[]> {
  const pattern = containing(keyword);
  const matching =
    keyword === ''
      ? undefined
      : or(ilike(helpArticles.title, pattern), ilike(helpArticles.body, pattern), ilike(helpArticles.category, pattern));
  return db
    .select({ id: helpArticles.id, category: helpArticles.category, title: helpArticles.title, body: helpArticles.body })
    .from(helpArticles)
    .where(and(eq(helpArticles.tenantId, tenantId), matching))
    .orderBy(asc(helpArticles.sortIndex), asc(helpArticles.id));
}

export function superstarCourses(db: Db, tenantId: string): Promise<SuperstarCourse[]> {
  return db
    .select({
      id: moocCourses.id,
      title: moocCourses.title,
      provider: moocCourses.provider,
      url: moocCourses.url,
      coverUrl: moocCourses.coverUrl,
      teacherName: moocCourses.teacherName,
    })
    .from(moocCourses)
    .where(eq(moocCourses.tenantId, tenantId))
    .orderBy(asc(moocCourses.sortIndex), asc(moocCourses.id));
}

import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants';
import { plainText } from './text';

/**
 * Editorial content of a tenant: help articles (/help-center) and the external MOOC courses
 * linked to the campus (/superstar-course). Paths chosen: GET /v1/help/articles, GET
 * /v1/superstar/courses.
 */

export const helpArticlesQuerySchema = z.object({
  /** Matches titles, bodies and categories, case-insensitively; empty lists every article. */
  keyword: plainText().trim().max(SEARCH_MAX_LENGTH).default(''),
});

export const helpArticleSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  /** Markdown (paragraphs and **bold** only). */
  body: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const superstarCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  /** The course on the MOOC platform; opened in a new window. */
  url: z.string(),
  coverUrl: z.string().nullable(),
  teacherName: z.string(),
});
export type SuperstarCourse = z.infer<typeof superstarCourseSchema>;

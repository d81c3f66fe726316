import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { helpArticleSchema, type HelpArticle } from '../../schemas/content';
import { apiRequest } from '../../services/http/api';

/** GET /v1/help/articles: the tenant's help articles matching the keyword; all of them for ''. */
export async function fetchHelpArticles(keyword: string): Promise<HelpArticle[]> {
  return z.array(helpArticleSchema).parse(await apiRequest('/v1/help/articles', { searchParams: { keyword } }));
}

/** The help articles for one keyword, cached by it (docs/data-loading.md). */
export const helpArticlesQuery = (keyword: string) =>
  queryOptions({ queryKey: ['help-articles', keyword], queryFn: () => fetchHelpArticles(keyword) });

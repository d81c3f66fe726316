import { z } from 'zod';
import { helpArticleSchema, type HelpArticle } from '../../schemas/content';
import { apiRequest } from '../../services/http/api';

/** GET /v1/help/articles: the tenant's help articles matching the keyword; all of them for ''. */
export async function fetchHelpArticles(keyword: string): Promise<HelpArticle[]> {
  return z.array(helpArticleSchema).parse(await apiRequest('/v1/help/articles', { searchParams: { keyword } }));
}

import { z } from 'zod';
import { styleEntrySchema } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

type CatalogueStyleCode = 'DefaultCover' | 'RankingList';

/** GET /v1/config/styles?sypaCodes=<code>: one style entry's value, null when the school has none. */
export async function fetchStyleValue(code: CatalogueStyleCode): Promise<string | null> {
  const entries = z.array(styleEntrySchema).parse(await apiRequest('/v1/config/styles', { searchParams: { sypaCodes: code } }));
  const value = entries.find((entry) => entry.sypaCode === code)?.sypaValue ?? '';
  return value === '' ? null : value;
}

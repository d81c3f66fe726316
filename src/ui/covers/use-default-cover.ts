import { useQuery } from '@tanstack/react-query';
import { styleEntriesQuery, styleValue } from '../shared/style-entries-api';
import { parseDefaultCover, type DefaultCoverConfig } from './default-cover';

/**
 * The school's DefaultCover setting, from the style entries every signed-in page already shares
 * (one call for a page of twenty cards). A failure means "no default pictures".
 */
export function useDefaultCover(): DefaultCoverConfig | null {
  const query = useQuery({ ...styleEntriesQuery(), select: (entries) => parseDefaultCover(styleValue(entries, 'DefaultCover')) });
  return query.data ?? null;
}

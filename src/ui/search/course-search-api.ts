import { z } from 'zod';
import { apiRequest } from '../../services/http/api';
import { COURSE_SEARCH_PATH, homeSearchQuery, type HomeSearchOutcome } from './home-search-rule';

const recordsSchema = z.object({ records: z.array(z.unknown()) });

/**
 * The first search of the home rule. A failure (the server unreachable, a refused keyword) counts
 * as 'unavailable', so the search page still opens and says what went wrong itself; the message
 * is not toasted twice.
 */
export async function searchCourses(keyword: string): Promise<HomeSearchOutcome> {
  try {
    const answer = await apiRequest(COURSE_SEARCH_PATH, { searchParams: homeSearchQuery(keyword), noMessage: true });
    return { kind: 'records', count: recordsSchema.parse(answer).records.length };
  } catch {
    return { kind: 'unavailable' };
  }
}

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';

/** How long an answer counts as fresh: a page visited again within it shows at once, without a call. */
export const QUERY_FRESH_MS = 30_000;

/**
 * The app's one query cache (docs/data-loading.md). No automatic retries: the API client has
 * already shown the server's message for a failed call (SPEC §8), and a second identical call
 * would only show it again. No refetch on window focus: pages that must stay current poll on
 * their own schedule (the watch history, the live list).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A server's refusal was already shown; anything else (an answer that does not match its
    // schema, a bug in a query function) would otherwise pass unnoticed.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(error instanceof ApiError)) console.error(`${String(query.queryKey[0])} could not be loaded`, error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: QUERY_FRESH_MS, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '../router-context';

/**
 * A page loader's one job (docs/data-loading.md): put the page's answer in the query cache
 * before the page shows, so it renders with its data instead of a spinner. A failure is kept in
 * the cache for the page to show (its message was already toasted, SPEC §8), not thrown to the
 * router's error page. Hover preloads fetch nothing: the route guard has not run for them.
 */
export async function loadQuery<T, K extends QueryKey>(
  { context, preload }: { context: RouterContext; preload: boolean },
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  if (preload) return;
  await context.queryClient.ensureQueryData(options).catch(() => undefined);
}

/**
 * Sends a page's one critical request from its route's beforeLoad, before the router fetches the
 * page's code: on HTTP/1.1 the browser's six connections to the server would otherwise be busy
 * with those script files first (the player's first frame waited about 140 ms for a connection;
 * docs/bench.md "Playback"). The loader's loadQuery then awaits the same request.
 */
export function startQuery<T, K extends QueryKey>(
  { context, preload }: { context: RouterContext; preload: boolean },
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  if (!preload) void context.queryClient.prefetchQuery(options);
}

/**
 * Code the first page does not need (Dexie, resumable.js, spark-md5), loaded with a dynamic
 * import on first use and shared after. A load that fails (a chunk that did not arrive) is
 * tried again on the next use instead of failing for the page's whole life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

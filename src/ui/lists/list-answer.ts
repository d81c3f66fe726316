/**
 * What a list shows of its query (a `useQuery` result fits): the data, undefined until it
 * arrives, and whether the call failed. A failure has already shown the server's message (the
 * API client toasts it).
 */
export type Answer<T> = { data: T | undefined; isError: boolean };

/** A paged list's answer: the previous page shows while the next loads (`keepPreviousData`). */
export type ListAnswer<T> = Answer<T> & { isPlaceholderData: boolean };

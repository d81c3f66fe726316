import { PAGE_LEAVE_GRACE_MS } from '../constants';
import { ApiError } from './http/api-error';

/**
 * Whether the page has begun to go away (a reload, another document). The browser cancels the
 * page's requests then, and they fail as network errors; treated as real failures they would
 * sign the user out (and revoke the session on the server) in the moment before the next page
 * loads.
 */
let leaving = false;

export function watchPageLeaving(target: Pick<EventTarget, 'addEventListener'>): void {
  const mark = () => {
    leaving = true;
  };
  target.addEventListener('beforeunload', mark);
  target.addEventListener('pagehide', mark);
}

/** For tests: a page that stayed. */
export function resetPageLeaving(): void {
  leaving = false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Rethrows a request's failure. A network failure while the page is leaving is held back for
 * PAGE_LEAVE_GRACE_MS first: the page normally goes before that, and if it is still here (an
 * unload was cancelled) the failure was real after all.
 */
export async function rethrowUnlessLeaving(error: unknown, wait: (ms: number) => Promise<void> = sleep): Promise<never> {
  if (leaving && error instanceof ApiError && error.kind === 'network') {
    await wait(PAGE_LEAVE_GRACE_MS);
    leaving = false;
  }
  throw error;
}

import { apiRequest } from './http/api';

/**
 * POST /v1/statistics/visitRecord/create (SPEC §7), once each time a page is entered: a route's
 * onEnter runs when its match appears, not when only its query changes (a list's filters).
 * Counting visits must never disturb the page, so a failure is only logged.
 */
export function recordVisit(match: { pathname: string }): void {
  apiRequest('/v1/statistics/visitRecord/create', { method: 'POST', json: { path: match.pathname }, noMessage: true }).catch(
    (error: unknown) => console.error('visit not recorded', error),
  );
}

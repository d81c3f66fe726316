import type { Page, Request } from 'playwright-core';

/**
 * Follows a page's API calls from now on (the server-sent events stream, open by design, is not
 * counted). `settled()` resolves once none has been in flight for `quietMs`. Tests that move the
 * server's clock wait for it first, so no call of the old page is caught between the clock and
 * the next step.
 */
export function trackApiCalls(page: Page) {
  const pending = new Set<Request>();
  const isApi = (request: Request) => {
    const { pathname } = new URL(request.url());
    return (
      request.resourceType() !== 'document' &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/media/') &&
      pathname !== '/v1/events'
    );
  };
  const started = (request: Request) => {
    if (isApi(request)) pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled({ quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`API calls still in flight after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(50);
        if (pending.size > 0) quietSince = Date.now();
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

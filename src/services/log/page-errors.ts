import { ERROR_LEVEL } from '../../constants';
import type { ClientErrorBody } from '../../schemas/client-errors';

const MESSAGE_MAX = 1_000;
const STACK_MAX = 8_000;

/** The page's route without its query: a query may carry a token (`jwt_token`, a share token). */
export function pageOf(href: string): string {
  const hash = new URL(href).hash;
  return (hash.split('?')[0] || '/').slice(0, 512);
}

/** Control characters other than tabs and line breaks, which the report may not carry. */
const clean = (text: string, max: number) => text.replace(/[^\P{Cc}\t\n\r]/gu, '').slice(0, max);

export function reportOf(error: unknown, href: string, level: number = ERROR_LEVEL.error): ClientErrorBody {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? clean(error.stack, STACK_MAX) : undefined;
  return { level, message: clean(message, MESSAGE_MAX) || 'unknown error', page: pageOf(href), ...(stack ? { stack } : {}) };
}

/**
 * Errors nothing else caught (SPEC §9 "error-reporting plugin", docs/configuration.md "Error
 * reporting"): each goes to the client log (/kiaf/log), and to the server when its level reaches
 * the configured ERROR_REPORT_LEVEL (the spec's 999999 reports none).
 */
export function watchPageErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>,
  deps: { reportLevel: number; log: (report: ClientErrorBody) => void; send: (report: ClientErrorBody) => void },
): () => void {
  const handle = (error: unknown) => {
    const report = reportOf(error, target.location.href);
    deps.log(report);
    if (report.level >= deps.reportLevel) deps.send(report);
  };
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

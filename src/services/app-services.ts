import type { TokenResult } from '../schemas/auth';
import type { LogRuntime } from './log/log-runtime';
import type { SessionRuntime } from './session/session-runtime';
import type { UploadManager } from './upload/upload-manager';

/**
 * The running edge of the app, created once at start (src/app/wire-session.ts) and reached
 * through the router context (src/services/router-context.ts) by the route guard, the login pages and
 * the user menu.
 */
export type AppServices = {
  session: SessionRuntime;
  log: LogRuntime;
  /** Runs the menu permission flow; resolves with the signs or rejects with { messageKey }. */
  loadMenu: () => Promise<{ signs: string[] }>;
  isThemeSet: () => boolean;
  initTheme: () => void;
  logout: () => void;
  /** After any sign-in (password, CAS): keep the session, start the machine's signed-in state. */
  signedIn: (result: TokenResult, tenantId: string) => void;
  /** The uploader panel's files (src/services/upload/upload-manager.ts). */
  uploads: UploadManager;
};

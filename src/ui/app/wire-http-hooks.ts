import type { AppRouter } from '../../routes/router';
import { rememberRedirect } from '../../services/auth/redirect-memory';
import { endSession } from '../../services/auth/session';
import { ApiError } from '../../services/http/api-error';
import { setHttpHooks } from '../../services/http/api';
import { showErrorToast } from '../toast/toast-store';

/**
 * Connects the HTTP layer to the app. Interim onInvalidToken until the session machine supplies
 * the refresh flow: the session ends and the user signs in again, returning to the same page.
 * onApiLog stays a no-op until the log store exists.
 */
export function wireHttpHooks(router: AppRouter): void {
  setHttpHooks({
    showError: showErrorToast,
    onInvalidToken: async ({ url }) => {
      endSession();
      rememberRedirect(router.state.location.href);
      await router.navigate({ to: '/login' });
      throw new ApiError('invalidToken', `invalid token (${url})`);
    },
  });
}

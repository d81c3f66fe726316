import type { AppRouter } from '../routes/router';
import type { LogoutType } from '../machines/exit-targets';
import type { RuntimeConfig } from '../schemas/runtime-config';
import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../services/app-services';
import { apiRequest, setHttpHooks } from '../services/http/api';
import { startLogRuntime } from '../services/log/log-runtime';
import { watchPageErrors } from '../services/log/page-errors';
import { watchPageLeaving } from '../services/page-leaving';
import { listenToTabs } from '../services/session/cross-tab';
import { openEventStream } from '../services/session/event-stream';
import { startLogout, type LeaveDeps } from '../services/session/leave-runtime';
import { loadMenuPermission } from '../services/session/menu-runtime';
import { startSessionRuntime } from '../services/session/session-runtime';
import { postTerminalTypeOnce } from '../services/session/terminal-post';
import { effectiveLogoutType } from '../services/session/school-logout';
import { leaveSignOutNotice, noticeForKick } from '../services/session/sign-out-notice';
import { revokeSession } from '../services/auth/logout-call';
import { NOW_ACTION_LOGOUT } from '../machines/route-rules';
import type { TokenResult } from '../schemas/auth';
import { hasSessionToken, saveSession, sessionToken } from '../services/auth/session';
import { readStored } from '../services/storage';
import { translate } from '../ui/i18n/translate';
import { readLanguage } from '../ui/i18n/language';
import { ensureThemeApplied } from '../ui/theme/theme-store';
import { showErrorToast } from '../ui/kit/toast/toast-store';
import { serverErrorText } from '../ui/kit/toast/server-error-text';
import { uploadEventSchema } from '../schemas/upload';
import { startUploads } from '../services/upload/start-uploads';
import { noticeText } from '../ui/uploader/notice-text';
import { CLASS_DETAIL } from '../ui/detail/detail-api';
import { MEDIA_RESOURCES } from '../ui/clip-manage/media-api';
import { INBOX } from '../ui/messages/inbox-api';

/**
 * Starts the session edge once at page start (DESIGN.md §4–§5): the session machine behind the
 * HTTP hooks, the client log buffer, the server's kick stream, logout from other tabs; returns
 * the services the route guard and the pages reach through the router context.
 * The query cache is emptied whenever a session starts or ends, so one user's answers are never
 * shown to the next.
 */
export function wireSession(router: AppRouter, config: RuntimeConfig, queryClient: QueryClient): AppServices {
  watchPageLeaving(window);
  const log = startLogRuntime();
  watchPageErrors(window, {
    reportLevel: config.ERROR_REPORT_LEVEL,
    log: (report) => log.add({ type: 'error', url: report.page, message: report.message }),
    // A report that cannot be sent is not reported again: it is in the client log already.
    send: (report) => void apiRequest('/v1/client/errors', { method: 'POST', json: report, noMessage: true }).catch(() => undefined),
  });
  const currentHref = () => router.state.location.href;
  const goToLogin = () => void router.navigate({ href: '/login' });
  const session = startSessionRuntime({
    config,
    currentHref,
    goToLogin,
    location: window.location,
    // Only at start, before the app renders: the router's history learns the clean address and
    // the first load reads it. (Navigating now would run the route guard before the services
    // are in the router context.)
    replaceAddress: (href) => {
      window.history.replaceState(null, '', href);
      router.history.replace(new URL(href).hash.slice(1) || '/');
    },
  });
  const uploads = startUploads(config, ({ notice, durationMs }) =>
    showErrorToast(noticeText(notice, readLanguage()), durationMs ?? undefined),
  );
  // A new recording or resource shows on its class page.
  uploads.whenFinished(() => void queryClient.invalidateQueries({ queryKey: [CLASS_DETAIL] }));
  // A new personal resource shows on the media page (/clip-manage).
  uploads.whenFinished(({ target }) => {
    if (target.target === 'resource') void queryClient.invalidateQueries({ queryKey: [MEDIA_RESOURCES] });
  });
  const leaveDeps: LeaveDeps = {
    config,
    flushLogs: () => log.flush(),
    sessionEnded: () => {
      uploads.stopAll();
      queryClient.clear();
      session.loggedOut();
    },
    page: window.location,
    closeWindow: () => window.close(),
  };
  const logoutType = (): LogoutType => effectiveLogoutType(config.CUSTOM_CONFIG.LOGOUT_TYPE);
  let themeInitialised = false;
  const events = sessionStream(config, {
    kick: (data) => {
      leaveSignOutNotice(noticeForKick(data));
      session.kicked();
    },
    // This session was logged out elsewhere (another tab of it): leave as that tab did. The tab
    // that logs out hears it too, and is already leaving (nowAction=out).
    logout: () => {
      if (hasSessionToken() && readStored('nowAction') !== NOW_ACTION_LOGOUT) startLogout(leaveDeps, logoutType(), true);
    },
    upload: (data) => {
      const event = uploadEventSchema.safeParse(data);
      if (event.success) uploads.serverEvent(event.data);
    },
    // A message arrived or was read in another tab: the badge and the inbox ask again.
    message: () => void queryClient.invalidateQueries({ queryKey: [INBOX] }),
  });

  // A tab that joins the browser's session (a new tab, the data board's window) has no token yet
  // when the stream first opens: it opens it again once it has one, so a kick or a logout from
  // another device reaches it too.
  if (session.actor.getSnapshot().matches('joining')) {
    void session.settled().then(() => {
      if (hasSessionToken()) events.restart();
    });
  }

  setHttpHooks({
    showError: (message, code, result) => showErrorToast(serverErrorText(readLanguage(), code, message, result)),
    onInvalidToken: session.onInvalidToken,
    onSuccess: session.requestSucceeded,
    onApiLog: log.logApiFailure,
  });
  const services: AppServices = {
    session,
    log,
    uploads,
    loadMenu: () =>
      loadMenuPermission({
        menuSign: config.MENU_SIGN,
        showError: (key) => showErrorToast(translate(readLanguage(), key)),
        // No permission: revoke the server session, then sign out in place so the message stays in view.
        signOut: () => {
          void revokeSession(config);
          session.kicked();
        },
      }),
    isThemeSet: () => themeInitialised,
    initTheme: () => {
      ensureThemeApplied(config.CUSTOM_CONFIG.DEFAULT_THEME);
      themeInitialised = true;
    },
    logout: () => startLogout(leaveDeps, logoutType()),
    signedIn: (result: TokenResult, tenantId: string) => {
      queryClient.clear();
      saveSession(result, tenantId);
      session.login(result.user.username, { jwtToken: result.jwt_token, refreshToken: result.refresh_token });
      events.restart();
      void postTerminalTypeOnce();
    },
  };

  if (config.KIAF_CROSS_BROADCAST === 'Y') {
    listenToTabs((message) => {
      if (!hasSessionToken()) return;
      if (message.type === 'logout') startLogout(leaveDeps, logoutType(), true);
      else {
        leaveSignOutNotice('signedInElsewhere');
        session.kicked();
      }
    });
  }
  void postTerminalTypeOnce();
  return services;
}

/**
 * The server's word on this session (GET /v1/events): another device's sign-in (CAS_SINGLE_CLIENT)
 * or an administrator ended it (`kick`), or it was logged out elsewhere (`logout`); and how the
 * user's uploaded files are merged and transcoded (`upload`); a new message or a changed unread count (`message`).
 */
function sessionStream(
  config: RuntimeConfig,
  on: { kick: (data: unknown) => void; logout: () => void; upload: (data: unknown) => void; message: () => void },
) {
  const open = () =>
    openEventStream({
      url: `${config.BASE_URL}/v1/events`,
      token: sessionToken,
      onEvent: (event) => {
        if (event.event === 'kick') on.kick(event.data);
        if (event.event === 'logout') on.logout();
        if (event.event === 'upload') on.upload(event.data);
        if (event.event === 'message') on.message();
      },
    });
  let stream = open();
  return {
    restart() {
      stream.close();
      stream = open();
    },
  };
}

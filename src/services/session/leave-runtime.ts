import { createActor, fromPromise } from 'xstate';
import { STORAGE_PREFIX } from '../../constants';
import { clearableKeys, type LogoutType } from '../../machines/exit-targets';
import { exitMachine } from '../../machines/exit.machine';
import { logoutMachine } from '../../machines/logout.machine';
import type { RuntimeConfig } from '../../schemas/runtime-config';
import { callLogout } from '../auth/logout-call';
import { dropSessionToken } from '../auth/session';
import { STORAGE_KEYS, readStored, readUserInfo, removeStored, writeStored } from '../storage';
import { storedKeysOf, webStorage } from '../web-storage';
import { broadcastToTabs } from './cross-tab';
import { menuStore } from './menu-store';

/**
 * Logout and exit with their effects supplied (SPEC §4 "Logout action", "Exit"). A logout runs
 * the logout machine; when it starts the exit, the exit machine clears storage, flushes the
 * client logs, tells the other tabs and leaves by the configured variant.
 */
export type LeaveDeps = {
  config: RuntimeConfig;
  flushLogs: () => Promise<void>;
  /** Tells the session machine the session is over (no refresh from now on). */
  sessionEnded: () => void;
  page: Pick<Location, 'assign' | 'replace' | 'reload' | 'origin' | 'pathname'>;
  closeWindow: () => void;
};

const TEMPORARY_TOKENS = ['tempJwtToken', 'tempRefreshToken'] as const;
/** Per-tab keys of the session besides its token; nowAction stays so the route guard knows the user left. */
const SESSION_TAB_KEYS = ['refreshCount', 'menuData', 'activeMenuIndex', 'isLogin'] as const;

export function runExit(deps: LeaveDeps, logoutType: LogoutType): void {
  const username = readUserInfo()?.username ?? null;
  const machine = exitMachine.provide({
    actors: { flushLogs: fromPromise(() => deps.flushLogs()) },
    actions: {
      clearStoredTokens: () => {
        dropSessionToken();
        SESSION_TAB_KEYS.forEach((key) => removeStored(key));
        const keep = [...deps.config.CUSTOM_CONFIG.STORAGE_WHITELIST, ...TEMPORARY_TOKENS.map((k) => STORAGE_KEYS[k].name)];
        const local = webStorage('local');
        clearableKeys(storedKeysOf(local), STORAGE_PREFIX, STORAGE_KEYS.theme.name, keep).forEach((key) => local.removeItem(key));
        menuStore.clear();
      },
      clearTemporaryTokens: () => TEMPORARY_TOKENS.forEach((key) => removeStored(key)),
      broadcastLogout: () => broadcastToTabs({ type: 'logout', username }),
      goToAddress: (_, { href }) => deps.page.assign(href),
      replaceLocation: (_, { href }) => deps.page.replace(href),
      closeWindow: () => deps.closeWindow(),
      reloadPage: () => deps.page.reload(),
    },
  });
  createActor(machine, {
    input: {
      config: deps.config,
      logoutType,
      appAddress: `${deps.page.origin}${deps.page.pathname}`,
      loginPage: readStored('loginPage') ?? deps.config.CUSTOM_CONFIG.HOME_LOGIN_PAGE,
    },
  }).start();
}

/** One logout run; `fromOtherTab` skips the server call (the other tab made it). */
export function startLogout(deps: LeaveDeps, logoutType: LogoutType, fromOtherTab = false): void {
  const machine = logoutMachine.provide({
    actors: { callLogout: fromPromise(() => callLogout(deps.config)) },
    actions: {
      markNowActionOut: (_, { value }) => writeStored('nowAction', value),
      clearActiveMenu: () => removeStored('activeMenuIndex'),
      clearSearchFlag: () => removeStored('searchFlag'),
      startExit: (_, { logoutType: type }) => {
        deps.sessionEnded();
        runExit(deps, type);
      },
    },
  });
  const actor = createActor(machine, { input: { logoutType } }).start();
  actor.send({ type: fromOtherTab ? 'logout.fromOtherTab' : 'logout.request' });
}

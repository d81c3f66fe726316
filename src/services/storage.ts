import { STORAGE_PREFIX } from '../constants';
import { userSchema, type User } from '../schemas/auth';
import { webStorage } from './web-storage';

/**
 * Every browser storage key the app writes (SPEC §3 "Stored keys", §4; DESIGN.md §4).
 * One map, so the exit flow can clear them by name; each name starts with `lectern.`.
 * Passwords are never stored.
 */
type StorageArea = 'local' | 'session';
type StoredKey = { readonly name: `${typeof STORAGE_PREFIX}${string}`; readonly area: StorageArea };

export const STORAGE_KEYS = {
  /** Session token: per tab, gone when the tab closes (SPEC §4). */
  jwtToken: { name: `${STORAGE_PREFIX}jwt_token`, area: 'session' },
  refreshToken: { name: `${STORAGE_PREFIX}refresh_token`, area: 'local' },
  tempJwtToken: { name: `${STORAGE_PREFIX}temp_jwt_token`, area: 'local' },
  tempRefreshToken: { name: `${STORAGE_PREFIX}temp_refresh_token`, area: 'local' },
  /** The default login page (SPEC §2 "Routes allowed without login"). */
  loginPage: { name: `${STORAGE_PREFIX}login_page`, area: 'session' },
  theme: { name: `${STORAGE_PREFIX}theme`, area: 'local' },
  /** The school's last skinColor with its tenant (JSON), shown at once on the next page load (docs/theming.md). */
  schoolTheme: { name: `${STORAGE_PREFIX}school_theme`, area: 'local' },
  /** The current user (SPEC §3: "stored locally after loading"). */
  userInfo: { name: `${STORAGE_PREFIX}user_info`, area: 'local' },
  tenantId: { name: `${STORAGE_PREFIX}tenant_id`, area: 'local' },
  /** The school last chosen on the login page; kept after logout so the next sign-in starts there. */
  lastTenantId: { name: `${STORAGE_PREFIX}last_tenant_id`, area: 'local' },
  /** Address to return to after signing in (SPEC §4 "Route guard"). */
  redirectAddress: { name: `${STORAGE_PREFIX}redirect_address`, area: 'session' },
  lang: { name: `${STORAGE_PREFIX}lang`, area: 'local' },
  /** Set while the user searches from the header (SPEC §4 "A flag is set when searching"); logout clears it. */
  searchFlag: { name: `${STORAGE_PREFIX}is_search`, area: 'session' },
  /** Where the header's box searches: 'courses' or 'inside' lessons (docs/search.md "The page"). */
  searchScope: { name: `${STORAGE_PREFIX}search_scope`, area: 'local' },
  /** Consecutive token refreshes; reset by any successful call (SPEC §4). */
  refreshCount: { name: `${STORAGE_PREFIX}refresh_count`, area: 'session' },
  /** 'out' right after a logout: the route guard then remembers no address (SPEC §4). */
  nowAction: { name: `${STORAGE_PREFIX}now_action`, area: 'session' },
  /** Where each user was when signed out, keyed by username (SPEC §4 "Sign-out"). */
  redirectByUser: { name: `${STORAGE_PREFIX}redirect_by_user`, area: 'local' },
  /** Menu data, active menu index and caption settings (SPEC §4 "Menu permission loading"). */
  menuData: { name: `${STORAGE_PREFIX}menu_data`, area: 'session' },
  activeMenuIndex: { name: `${STORAGE_PREFIX}active_menu_index`, area: 'session' },
  captionSettings: { name: `${STORAGE_PREFIX}caption_settings`, area: 'session' },
  /** Why this tab was signed out without asking, shown once on the login page. */
  signOutNotice: { name: `${STORAGE_PREFIX}sign_out_notice`, area: 'session' },
  /** 'Y' right after sign-in until the terminal type is posted (SPEC §4). */
  isLogin: { name: `${STORAGE_PREFIX}is_login`, area: 'session' },
} as const satisfies Record<string, StoredKey>;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** Keys that belong to a signed-in session; removed on logout. */
export const SESSION_KEYS = [
  'jwtToken',
  'refreshToken',
  'tempJwtToken',
  'tempRefreshToken',
  'userInfo',
  'tenantId',
] as const satisfies readonly StorageKey[];

/** The key's storage; in memory where the browser refuses Web Storage (./web-storage.ts). */
function areaOf(key: StorageKey): Storage {
  return webStorage(STORAGE_KEYS[key].area);
}

export function readStored(key: StorageKey): string | null {
  return areaOf(key).getItem(STORAGE_KEYS[key].name);
}

export function writeStored(key: StorageKey, value: string): void {
  areaOf(key).setItem(STORAGE_KEYS[key].name, value);
}

export function removeStored(key: StorageKey): void {
  areaOf(key).removeItem(STORAGE_KEYS[key].name);
}

export function removeSessionKeys(): void {
  for (const key of SESSION_KEYS) removeStored(key);
}

/** The stored user, or null when absent or not of the expected shape (e.g. an older version's). */
export function readUserInfo(): User | null {
  const raw = readStored('userInfo');
  if (raw === null) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeUserInfo(user: User): void {
  writeStored('userInfo', JSON.stringify(userSchema.parse(user)));
}

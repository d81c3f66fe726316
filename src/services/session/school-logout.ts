import type { LogoutType } from '../../machines/exit-targets';

/**
 * The exit variant this page uses (SPEC §3 "Theme" logoutType, §4 "Exit"): the school's
 * UserLogout setting once /v1/config/style has answered (the server already falls back to the
 * runtime configuration when the school has none), else the runtime configuration's.
 */
let schoolLogoutType: LogoutType | null = null;

export function adoptSchoolLogoutType(type: LogoutType): void {
  schoolLogoutType = type;
}

export function effectiveLogoutType(configured: LogoutType): LogoutType {
  return schoolLogoutType ?? configured;
}

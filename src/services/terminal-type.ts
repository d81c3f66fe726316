import { TERMINAL_TYPE } from '../schemas/auth';

/**
 * The device class posted once after login (SPEC §4): 1 phone, 3 tablet, 2 desktop. iPadOS
 * reports itself as a Mac, so a touch-capable "Macintosh" counts as a tablet.
 */
export function terminalTypeOf(userAgent: string, maxTouchPoints: number): (typeof TERMINAL_TYPE)[keyof typeof TERMINAL_TYPE] {
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|playbook|silk/.test(ua) || (ua.includes('android') && !ua.includes('mobile'))) return TERMINAL_TYPE.tablet;
  if (ua.includes('macintosh') && maxTouchPoints > 1) return TERMINAL_TYPE.tablet;
  if (/iphone|ipod|android.*mobile|windows phone|mobile/.test(ua)) return TERMINAL_TYPE.phone;
  return TERMINAL_TYPE.desktop;
}

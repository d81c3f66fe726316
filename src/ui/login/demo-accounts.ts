import type { MessageKey } from '../i18n/messages-en';

/**
 * The public demo accounts of the seeded campus (DESIGN.md §2), listed on the login page in
 * demo mode only.
 */
export type DemoAccount = { username: string; password: string; tenantId: string; roleKey: Extract<MessageKey, `role.${string}`> };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', tenantId: '1', password: 'Admin@12345', roleKey: 'role.administrator' },
  { username: 'teacher01', tenantId: '1', password: 'Teacher@12345', roleKey: 'role.teacher' },
  { username: 'student01', tenantId: '1', password: 'Student@12345', roleKey: 'role.student' },
  { username: 'student02', tenantId: '1', password: '2024000002', roleKey: 'role.student' },
  { username: 'student03', tenantId: '2', password: 'Student@12345', roleKey: 'role.student' },
  { username: 'nopriv01', tenantId: '1', password: 'Nopriv@12345', roleKey: 'role.student' },
];

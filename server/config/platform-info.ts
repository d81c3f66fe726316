import { PLATFORM_CODES } from '../../src/schemas/admin-style';
import type { Db } from '../db/client';
import { schoolOf } from './schools';
import { readStyleEntries } from './style-entries';

/**
 * Platform info (SPEC §3: the browser title and icon), as GET /v1/platform/info answers it: what
 * the administrator set (style entries PlatformName and BrowserIcon, docs/admin.md "School
 * look"), else what is derived from the school: its name with the product's, and its platform
 * logo or the app's icon.
 */
export async function platformInfoOf(db: Db, tenantId: string): Promise<{ poapName: string; browserImgUrl: string }> {
  const entries = await readStyleEntries(db, tenantId, '', Object.values(PLATFORM_CODES));
  const set = (code: string) => entries.find((e) => e.sypaCode === code)?.sypaValue ?? '';
  const school = await schoolOf(db, tenantId);
  return {
    poapName: set(PLATFORM_CODES.poapName) || (school.schoolName ? `${school.schoolName} · Lectern` : 'Lectern'),
    browserImgUrl: set(PLATFORM_CODES.browserImgUrl) || school.platformLogo || '/favicon.svg',
  };
}

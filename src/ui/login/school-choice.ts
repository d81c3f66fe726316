import type { SchoolChoice } from '../../schemas/shell';

/**
 * Which school the login form signs in to: the address's `?tenant=` first, then the school
 * chosen last time on this browser, then the default; one the server does not list falls back
 * to the first listed.
 */
export function chooseSchool(
  requested: string | undefined,
  remembered: string | null,
  fallback: string,
  schools: readonly SchoolChoice[] | null,
): string {
  const wanted = requested ?? remembered ?? fallback;
  if (schools === null || schools.length === 0 || schools.some((school) => school.tenantId === wanted)) return wanted;
  return schools[0]!.tenantId;
}

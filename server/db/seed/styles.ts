import { PLAYER_APPLY_ID } from '../../../src/constants';
import { styleConfigs } from '../schema';
import { bannerSvg, coverSvg, platformLogoSvg, schoolLogoSvg } from './branding';
import { COVER_COUNT, coverPath } from './catalogue';
import { mediaUrl, type SeedContext } from './context';
import { BANNERS } from './data/content';
import { seedId } from './ids';
import { insertAll } from './insert';
import { brandingPath } from './tenancy';

/**
 * Style configuration entries of a tenant (SPEC §3 "Style configuration entry", known codes) and
 * the branding files their values point at (served under /media/branding/<tenant>/).
 */

export { PLAYER_APPLY_ID };
/** Seconds between two saves of the watch position. */
const SAVE_TIME_S = 15;

export const bannerPath = (tenantId: string, n: number) => brandingPath(tenantId, `banner-${n}.svg`);

export async function seedStyles(ctx: SeedContext): Promise<void> {
  const { plan, db, log, files } = ctx;
  const color = plan.brandColor;
  files.push({ path: brandingPath(plan.id, 'school-logo.svg'), content: schoolLogoSvg(plan.school.shortName, color) });
  files.push({ path: brandingPath(plan.id, 'platform-logo.svg'), content: platformLogoSvg() });
  for (let n = 1; n <= COVER_COUNT; n++) files.push({ path: coverPath(plan.id, n), content: coverSvg(n) });
  BANNERS.slice(0, plan.editorialItems).forEach((b, i) =>
    files.push({ path: bannerPath(plan.id, i + 1), content: bannerSvg(b.title, b.subtitle) }),
  );

  const year = ctx.now.getFullYear();
  const values: [code: string, value: string, applyId?: string][] = [
    ['SchoolLogo', mediaUrl(brandingPath(plan.id, 'school-logo.svg'))],
    ['PlatformLogo', mediaUrl(brandingPath(plan.id, 'platform-logo.svg'))],
    ['footer', `© ${year} ${plan.school.name} · Lectern campus video platform`],
    [
      'DefaultCover',
      JSON.stringify({
        showType: 1,
        styleType: 1,
        picUrls: Array.from({ length: COVER_COUNT }, (_, i) => ({ order: i + 1, url: mediaUrl(coverPath(plan.id, i + 1)) })),
      }),
    ],
    ['RankingList', JSON.stringify({ show: true })],
    ['skinColor', plan.skinColor],
    ['CourseNo', JSON.stringify({ show: 1 })],
    ['UserLogout', JSON.stringify({ type: 0 })],
    ['SaveTime', String(SAVE_TIME_S), PLAYER_APPLY_ID],
    ...(plan.loginNotice ? [['LoginAcknowledge', JSON.stringify({ show: 1, ...plan.loginNotice })] satisfies [string, string]] : []),
  ];
  const rows = values.map(([sypaCode, sypaValue, applyId], i) => ({
    id: seedId('sypa', plan.id, i + 1),
    tenantId: plan.id,
    schoolId: null,
    applyId: applyId ?? '',
    sypaCode,
    sypaValue,
  }));
  await insertAll(db, styleConfigs, rows, `style configuration (tenant ${plan.id})`, log);
}

import { circularBanners, helpArticles, moocCourses } from '../schema';
import { COVER_COUNT, coverPath } from './catalogue';
import { mediaUrl, type SeedContext } from './context';
import { BANNERS, HELP_ARTICLES, MOOC_COURSES } from './data/content';
import { seedId } from './ids';
import { insertAll } from './insert';
import { bannerPath } from './styles';

/** Home banners, help articles and external MOOC courses of a tenant. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  const { plan, db, log } = ctx;
  const take = <T>(items: readonly T[]) => items.slice(0, plan.editorialItems);
  await insertAll(
    db,
    circularBanners,
    take(BANNERS).map((b, i) => ({
      id: seedId('bann', plan.id, i + 1),
      tenantId: plan.id,
      title: b.title,
      imageUrl: mediaUrl(bannerPath(plan.id, i + 1)),
      linkUrl: b.link,
      sortIndex: i + 1,
    })),
    `banners (tenant ${plan.id})`,
    log,
  );
  await insertAll(
    db,
    helpArticles,
    take(HELP_ARTICLES).map((a, i) => ({
      id: seedId('help', plan.id, i + 1),
      tenantId: plan.id,
      category: a.category,
      title: a.title,
      body: a.body,
      sortIndex: i + 1,
    })),
    `help articles (tenant ${plan.id})`,
    log,
  );
  await insertAll(
    db,
    moocCourses,
    take(MOOC_COURSES).map((m, i) => ({
      id: seedId('mooc', plan.id, i + 1),
      tenantId: plan.id,
      title: m.title,
      provider: m.provider,
      url: m.url,
      coverUrl: mediaUrl(coverPath(plan.id, (i % COVER_COUNT) + 1)),
      teacherName: m.teacher,
      sortIndex: i + 1,
    })),
    `MOOC courses (tenant ${plan.id})`,
    log,
  );
}

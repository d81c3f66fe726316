import { asc, desc, eq } from 'drizzle-orm';
import type { OrgaNode } from '../../src/schemas/catalogue';
import type { Db } from '../db/client';
import { academicTerms, circularBanners, organisations, tags } from '../db/schema';
import { buildOrgaTree } from './orga-tree';

/**
 * Lookups of the list filters and the home page (SPEC §7 "Lists and lookups"): organisations,
 * tags, terms and banners, each of one tenant only.
 */
export async function orgaTree(db: Db, tenantId: string): Promise<OrgaNode[]> {
  const rows = await db
    .select({
      id: organisations.id,
      parentId: organisations.parentId,
      name: organisations.name,
      code: organisations.code,
      sortIndex: organisations.sortIndex,
    })
    .from(organisations)
    .where(eq(organisations.tenantId, tenantId));
  return buildOrgaTree(rows);
}

export const classLabels = (db: Db, tenantId: string) =>
  db
    .select({ tagId: tags.id, tagName: tags.name })
    .from(tags)
    .where(eq(tags.tenantId, tenantId))
    .orderBy(asc(tags.sortIndex), asc(tags.name));

/** The current term first, then the newest. */
export const termYears = (db: Db, tenantId: string) =>
  db
    .select({
      acteId: academicTerms.id,
      acteName: academicTerms.acteName,
      isCurrent: academicTerms.isCurrent,
      beginDate: academicTerms.beginDate,
      endDate: academicTerms.endDate,
      weekCount: academicTerms.weekCount,
    })
    .from(academicTerms)
    .where(eq(academicTerms.tenantId, tenantId))
    .orderBy(desc(academicTerms.isCurrent), desc(academicTerms.beginDate));

export const banners = (db: Db, tenantId: string) =>
  db
    .select({
      id: circularBanners.id,
      title: circularBanners.title,
      imageUrl: circularBanners.imageUrl,
      linkUrl: circularBanners.linkUrl,
      sortIndex: circularBanners.sortIndex,
    })
    .from(circularBanners)
    .where(eq(circularBanners.tenantId, tenantId))
    .orderBy(asc(circularBanners.sortIndex), asc(circularBanners.id));

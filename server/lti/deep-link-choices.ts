import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { LtiPickedKind, LtiPickerChoices } from '../../src/schemas/lti-deep-link';
import { LTI_PICKER_ITEMS_MAX } from '../../src/schemas/lti-deep-link';
import { linkableClasses, linkableClips } from '../access';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { RESOURCE_STATUS, VOD_STATUS, personalResources, teachingClasses, vods } from '../db/schema';
import { containing } from '../db/like-pattern';

/**
 * What the deep-linking picker offers (docs/lti.md "Deep linking"): the classes the caller
 * manages, those classes' ready recordings, and the caller's ready clips (an administrator: the
 * tenant's), each narrowed by a search of its title or name, at most LTI_PICKER_ITEMS_MAX of a
 * kind. The same queries, by id, check what a teacher sends back: an item they may not link, or of
 * another tenant, is simply not found.
 */
type Filter = { query?: string | undefined; ids?: readonly string[] | undefined };

const matching = (column: Parameters<typeof ilike>[0], filter: Filter): SQL | undefined =>
  filter.query ? ilike(column, containing(filter.query)) : undefined;

const byIds = (column: Parameters<typeof inArray>[0], filter: Filter): SQL | undefined =>
  filter.ids === undefined ? undefined : inArray(column, [...filter.ids]);

const classesOf = (db: Db, claims: AccessClaims, filter: Filter) =>
  db
    .select({ id: teachingClasses.id, name: teachingClasses.teclName })
    .from(teachingClasses)
    .where(and(linkableClasses(claims), matching(teachingClasses.teclName, filter), byIds(teachingClasses.id, filter)))
    .orderBy(asc(teachingClasses.teclName), asc(teachingClasses.id))
    .limit(LTI_PICKER_ITEMS_MAX);

const recordingsOf = (db: Db, claims: AccessClaims, filter: Filter) =>
  db
    .select({ id: vods.id, title: vods.title, className: teachingClasses.teclName, durationS: vods.durationS })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(
      and(
        eq(vods.tenantId, claims.tid),
        eq(vods.status, VOD_STATUS.ready),
        linkableClasses(claims),
        filter.query ? or(matching(vods.title, filter), matching(teachingClasses.teclName, filter)) : undefined,
        byIds(vods.id, filter),
      ),
    )
    .orderBy(desc(vods.createdAt), desc(vods.id))
    .limit(LTI_PICKER_ITEMS_MAX);

const clipsOf = (db: Db, claims: AccessClaims, filter: Filter) =>
  db
    .select({ id: personalResources.id, title: personalResources.title, durationS: personalResources.durationS })
    .from(personalResources)
    .where(
      and(
        linkableClips(claims),
        eq(personalResources.kind, 'clip'),
        eq(personalResources.status, RESOURCE_STATUS.ready),
        isNotNull(personalResources.sourceVodId),
        matching(personalResources.title, filter),
        byIds(personalResources.id, filter),
      ),
    )
    .orderBy(desc(personalResources.createdAt), desc(personalResources.id))
    .limit(LTI_PICKER_ITEMS_MAX);

export async function linkableChoices(db: Db, claims: AccessClaims, query: string | undefined): Promise<Omit<LtiPickerChoices, 'offer'>> {
  const filter = { query };
  const [classes, recordings, clips] = [
    await classesOf(db, claims, filter),
    await recordingsOf(db, claims, filter),
    await clipsOf(db, claims, filter),
  ];
  return { classes, recordings, clips };
}

/** The titles of the items the caller may link, by kind and id; what is missing is not theirs to link. */
export async function linkableTitles(db: Db, claims: AccessClaims, ids: Record<LtiPickedKind, string[]>): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (ids.class.length > 0) for (const row of await classesOf(db, claims, { ids: ids.class })) titles.set(`class:${row.id}`, row.name);
  if (ids.vod.length > 0) for (const row of await recordingsOf(db, claims, { ids: ids.vod })) titles.set(`vod:${row.id}`, row.title);
  if (ids.clip.length > 0) for (const row of await clipsOf(db, claims, { ids: ids.clip })) titles.set(`clip:${row.id}`, row.title);
  return titles;
}

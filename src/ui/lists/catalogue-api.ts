import { z } from 'zod';
import {
  lessonSchema, orgaNodeSchema, tagSchema, termSchema, unionCardSchema, vodGroupSchema, type OrgaNode, type Term,
} from '../../schemas/catalogue';
import { pagedResultSchema } from '../../schemas/envelope';
import { apiRequest } from '../../services/http/api';
import type { ListQuery } from './list-queries';

/** The catalogue's lists and lookups (SPEC §7 "Lists and lookups"), validated by their wire schemas. */

const lessonPage = pagedResultSchema(lessonSchema);
const vodGroupPage = pagedResultSchema(vodGroupSchema);
const unionPage = pagedResultSchema(unionCardSchema);
export type LessonPage = z.infer<typeof lessonPage>;
export type VodGroupPage = z.infer<typeof vodGroupPage>;
export type UnionPage = z.infer<typeof unionPage>;
export type Tag = z.infer<typeof tagSchema>;

/** GET /v1/vod_live/t-1: lessons of live-enabled classes in a day's window. */
export async function fetchLiveLessons(query: ListQuery): Promise<LessonPage> {
  return lessonPage.parse(await apiRequest('/v1/vod_live/t-1', { searchParams: query }));
}

/** GET /v1/group_subject_vod_list/t-1: recordings grouped by teaching class. */
export async function fetchVodGroups(query: ListQuery): Promise<VodGroupPage> {
  return vodGroupPage.parse(await apiRequest('/v1/group_subject_vod_list/t-1', { searchParams: query }));
}

/** GET /v1/union/vod_live_new: lessons on now, then the newest recordings. */
export async function fetchUnion(query: ListQuery): Promise<UnionPage> {
  return unionPage.parse(await apiRequest('/v1/union/vod_live_new', { searchParams: query }));
}

export async function fetchOrganisations(): Promise<OrgaNode[]> {
  return z.array(orgaNodeSchema).parse(await apiRequest('/v1/list/orgas'));
}

export async function fetchTags(): Promise<Tag[]> {
  return z.array(tagSchema).parse(await apiRequest('/v1/list/tecl/labels'));
}

export async function fetchTerms(): Promise<Term[]> {
  return z.array(termSchema).parse(await apiRequest('/v1/list/termYear'));
}

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  lessonSchema,
  orgaNodeSchema,
  tagSchema,
  termSchema,
  unionCardSchema,
  vodGroupSchema,
  type OrgaNode,
  type Term,
} from '../../schemas/catalogue';
import { pagedResultSchema } from '../../schemas/envelope';
import type { ListVideoSearch } from '../../schemas/search-params';
import { apiRequest } from '../../services/http/api';
import { videoFiltersOf } from './list-address';
import { LIST_PAGE_SIZE, pageQuery, videoListQuery, type ListQuery, type VideoFilters } from './list-queries';

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
async function fetchVodGroups(query: ListQuery): Promise<VodGroupPage> {
  return vodGroupPage.parse(await apiRequest('/v1/group_subject_vod_list/t-1', { searchParams: query }));
}

/** GET /v1/union/vod_live_new: lessons on now, then the newest recordings. */
async function fetchUnion(query: ListQuery): Promise<UnionPage> {
  return unionPage.parse(await apiRequest('/v1/union/vod_live_new', { searchParams: query }));
}

/** A page of the recorded list; the key is the call's own query, which holds every input. */
export const vodGroupsQuery = (filters: VideoFilters, pageIndex: number, pageSize: number) => {
  const query = videoListQuery(filters, pageIndex, pageSize);
  return queryOptions({ queryKey: ['vod-groups', query], queryFn: () => fetchVodGroups(query) });
};

/** /list-video's page from its address (the route's loader and the page ask the same). */
export const listVideoPageQuery = (search: ListVideoSearch) =>
  vodGroupsQuery(videoFiltersOf(search), search.pageIndex ?? 1, LIST_PAGE_SIZE);

export const unionQuery = (pageIndex: number, pageSize: number) =>
  queryOptions({ queryKey: ['union', pageIndex, pageSize], queryFn: () => fetchUnion(pageQuery(pageIndex, pageSize)) });

async function fetchOrganisations(): Promise<OrgaNode[]> {
  return z.array(orgaNodeSchema).parse(await apiRequest('/v1/list/orgas'));
}

async function fetchTags(): Promise<Tag[]> {
  return z.array(tagSchema).parse(await apiRequest('/v1/list/tecl/labels'));
}

async function fetchTerms(): Promise<Term[]> {
  return z.array(termSchema).parse(await apiRequest('/v1/list/termYear'));
}

/** The filters' lookups, each one query shared by every form that offers it. */
export const organisationsQuery = () => queryOptions({ queryKey: ['organisations'], queryFn: fetchOrganisations });
export const tagsQuery = () => queryOptions({ queryKey: ['tags'], queryFn: fetchTags });
export const termsQuery = () => queryOptions({ queryKey: ['terms'], queryFn: fetchTerms });

import { queryOptions } from '@tanstack/react-query';
import { CLIP_SOURCE_PAGE_SIZE, MEDIA_PAGE_SIZE } from '../../constants';
import { pagedResultSchema } from '../../schemas/envelope';
import {
  attachClassSchema,
  attachResultSchema,
  clipSourceSchema,
  personalResourceSchema,
  type CreateClipBody,
  type PersonalResource,
} from '../../schemas/media-library';
import type { ClipManageSearch } from '../../schemas/search-params';
import { apiRequest } from '../../services/http/api';

/**
 * The teacher's media library (docs/uploads.md "The media page"): their resources and clips, the
 * recordings they may cut, and the changes. Refusals are toasted by the API client (SPEC §8).
 */

const resourcePageSchema = pagedResultSchema(personalResourceSchema);
const clipSourcePageSchema = pagedResultSchema(clipSourceSchema);

/** Every cached list of resources: a change invalidates them all by this prefix. */
export const MEDIA_RESOURCES = 'media-resources';

/** One page of the list: `kind` null lists every kind, `title` '' every title. */
export type ResourceListInputs = { kind: 'clip' | null; title: string; pageIndex: number; pageSize: number };

/** GET /v1/media/resources. */
export async function fetchResources({ kind, title, pageIndex, pageSize }: ResourceListInputs) {
  const searchParams: Record<string, string | number> = { 'page.pageIndex': pageIndex, 'page.pageSize': pageSize };
  if (kind !== null) searchParams.kind = kind;
  if (title !== '') searchParams.title = title;
  return resourcePageSchema.parse(await apiRequest('/v1/media/resources', { searchParams }));
}

/** The list an address shows: every resource on the first tab, the clips on the second. */
export const listInputsOf = (search: ClipManageSearch): ResourceListInputs => ({
  kind: search.tab === 'clips' ? 'clip' : null,
  title: search.title ?? '',
  pageIndex: search.page ?? 1,
  pageSize: MEDIA_PAGE_SIZE,
});

export const resourcesQuery = (inputs: ResourceListInputs) =>
  queryOptions({
    queryKey: [MEDIA_RESOURCES, inputs.kind, inputs.title, inputs.pageIndex, inputs.pageSize],
    queryFn: () => fetchResources(inputs),
  });

/** A list is asked again while any of its rows is still being made. */
export const anyProcessing = (records: readonly PersonalResource[] | undefined) =>
  records?.some((record) => record.status === 'processing') ?? false;

/** GET /v1/media/clip-sources: the recordings the caller may cut, matching `title` ('' all). */
export async function fetchClipSources(title: string, pageIndex: number) {
  const searchParams: Record<string, string | number> = { 'page.pageIndex': pageIndex, 'page.pageSize': CLIP_SOURCE_PAGE_SIZE };
  if (title !== '') searchParams.title = title;
  return clipSourcePageSchema.parse(await apiRequest('/v1/media/clip-sources', { searchParams }));
}

export const clipSourcesQuery = (title: string, pageIndex = 1) =>
  queryOptions({ queryKey: ['media-clip-sources', title, pageIndex], queryFn: () => fetchClipSources(title, pageIndex) });

const attachClassPageSchema = pagedResultSchema(attachClassSchema);

/** GET /v1/media/lessons: the classes the caller may attach to (their own; an administrator's tenant's), by name. */
export const attachClassesQuery = () =>
  queryOptions({
    queryKey: ['media-attach-classes'],
    queryFn: async () => {
      const answer = attachClassPageSchema.parse(
        await apiRequest('/v1/media/lessons', { searchParams: { 'page.pageIndex': 1, 'page.pageSize': 50 } }),
      );
      return answer.records.map((c) => ({ teclId: c.teclId, name: c.teclName }));
    },
  });

export async function renameResource(body: { id: string; title: string }): Promise<void> {
  await apiRequest('/v1/media/resources/rename', { method: 'POST', json: body });
}

export async function deleteResource(body: { id: string }): Promise<void> {
  await apiRequest('/v1/media/resources/delete', { method: 'POST', json: body });
}

/** POST /v1/media/resources/attach: the resource becomes the lesson's recording. */
export async function attachResource(body: { id: string; teclId: string; courId: string }): Promise<string> {
  return attachResultSchema.parse(await apiRequest('/v1/media/resources/attach', { method: 'POST', json: body })).vodId;
}

/** POST /v1/media/clips: the new clip, `processing` until the job queue has cut it. */
export async function createClip(body: CreateClipBody): Promise<PersonalResource> {
  return personalResourceSchema.parse(await apiRequest('/v1/media/clips', { method: 'POST', json: body }));
}

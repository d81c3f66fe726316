import { queryOptions } from '@tanstack/react-query';
import { pagedResultSchema } from '../../schemas/envelope';
import { collectionItemSchema, watchRecordDeletedSchema, watchRecordItemSchema } from '../../schemas/personal';
import { apiRequest } from '../../services/http/api';

/** The personal center's favourites and viewing record (docs/personal-center.md). */

export const COLLECTION_PAGE_SIZE = 12;
export const RECORD_PAGE_SIZE = 20;

export const MY_COLLECTIONS = 'my-collections';
export const MY_WATCH_RECORDS = 'my-watch-records';

const collectionPageSchema = pagedResultSchema(collectionItemSchema);
const recordPageSchema = pagedResultSchema(watchRecordItemSchema);

export type RecordFilter = 'live' | 'vod' | undefined;

export const myCollectionsQuery = (pageIndex: number) =>
  queryOptions({
    queryKey: [MY_COLLECTIONS, pageIndex],
    queryFn: async () =>
      collectionPageSchema.parse(
        await apiRequest('/v1/list/vod/collection', {
          searchParams: { 'page.pageIndex': pageIndex, 'page.pageSize': COLLECTION_PAGE_SIZE },
        }),
      ),
  });

export const myWatchRecordsQuery = (pageIndex: number, type: RecordFilter) =>
  queryOptions({
    queryKey: [MY_WATCH_RECORDS, pageIndex, type ?? 'all'],
    queryFn: async () =>
      recordPageSchema.parse(
        await apiRequest('/v1/myself/watchRecords', {
          searchParams: { 'page.pageIndex': pageIndex, 'page.pageSize': RECORD_PAGE_SIZE, ...(type ? { type } : {}) },
        }),
      ),
  });

export async function deleteWatchRecord(id: string): Promise<number> {
  return watchRecordDeletedSchema.parse(await apiRequest(`/v1/myself/watchRecords/${encodeURIComponent(id)}`, { method: 'DELETE' }))
    .deleted;
}

export async function clearWatchRecords(): Promise<number> {
  return watchRecordDeletedSchema.parse(await apiRequest('/v1/myself/watchRecords', { method: 'DELETE' })).deleted;
}

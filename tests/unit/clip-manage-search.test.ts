import { describe, expect, it } from 'vitest';
import { MEDIA_PAGE_SIZE } from '../../src/constants';
import { clipManageSearchSchema } from '../../src/schemas/search-params';
import { listInputsOf } from '../../src/ui/clip-manage/media-api';

/** /clip-manage's address: a shared or reloaded link shows the same tab, page and search. */
describe('the media page address', () => {
  it('names the tab, the page and the title search', () => {
    const search = clipManageSearchSchema.parse({ tab: 'clips', page: 3, title: 'limits' });
    expect(listInputsOf(search)).toEqual({ kind: 'clip', title: 'limits', pageIndex: 3, pageSize: MEDIA_PAGE_SIZE });
  });

  it('lists every resource on the first page by default', () => {
    expect(listInputsOf(clipManageSearchSchema.parse({}))).toEqual({ kind: null, title: '', pageIndex: 1, pageSize: MEDIA_PAGE_SIZE });
  });

  it('drops a malformed value instead of failing the page', () => {
    const search = clipManageSearchSchema.parse({ tab: 'admin', page: -2, title: 'x'.repeat(500) });
    expect(search).toEqual({ tab: undefined, page: undefined, title: undefined });
    // The router parses numbers in addresses: a numeric title is still a title.
    expect(clipManageSearchSchema.parse({ title: 2024 }).title).toBe('2024');
  });
});

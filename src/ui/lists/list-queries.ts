/**
 * Query fields of the lists (SPEC §7), built from the filters of the live form and the recorded
 * form (SPEC §3 "Search state"). Empty filters are left out; id lists travel comma-separated.
 */
export type ListQuery = Record<string, string | number | boolean>;

export type LiveFilters = {
  /** Days from today: 0 today, 1 tomorrow, -1 yesterday. */
  currentTime: number;
  courName: string;
  teacName: string;
  clroName: string;
  orgaChecked: readonly string[];
  tagsChecked: readonly string[];
};

/** A picked organisation or tag: its id for the query, its name for the form's summary. */
export type Named = { id: string; name: string };

export const VIDEO_ORDERS = ['hot', 'time'] as const;
export type VideoOrder = (typeof VIDEO_ORDERS)[number];

export type VideoFilters = {
  acteId: string;
  courName: string;
  orgaChecked: readonly string[];
  tagsChecked: readonly string[];
  order: VideoOrder;
};

export function pageQuery(pageIndex: number, pageSize: number): ListQuery {
  return { 'page.pageIndex': pageIndex, 'page.pageSize': pageSize };
}

/** Keeps the non-empty text and id-list filters. */
function filterFields(fields: Record<string, string | readonly string[]>): ListQuery {
  const query: ListQuery = {};
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value.trim() : value.join(',');
    if (text !== '') query[name] = text;
  }
  return query;
}

/**
 * GET /v1/vod_live/t-1: the day `currentTime`, earliest lesson first. `window` is that day by
 * the server's clock; without it the server's liveDay alone picks the day.
 */
export function liveListQuery(
  filters: LiveFilters,
  window: { courBeginTime: number; courEndTime: number } | null,
  pageIndex: number,
  pageSize: number,
): ListQuery {
  return {
    ...pageQuery(pageIndex, pageSize),
    liveDay: filters.currentTime,
    ...(window ?? {}),
    'page.orders[0].field': 'courBeginTime',
    'page.orders[0].asc': true,
    ...filterFields({
      courName: filters.courName,
      teacName: filters.teacName,
      clroName: filters.clroName,
      orgaChecked: filters.orgaChecked,
      tagsChecked: filters.tagsChecked,
    }),
  };
}

/** The two ordering pairs (SPEC §7): the chosen field first, the other one to break ties; both descending. */
export function videoOrderQuery(order: VideoOrder): ListQuery {
  const [first, second] = order === 'hot' ? (['hot', 'time'] as const) : (['time', 'hot'] as const);
  return {
    'page.orders[0].field': first,
    'page.orders[0].asc': false,
    'page.orders[1].field': second,
    'page.orders[1].asc': false,
  };
}

/** GET /v1/group_subject_vod_list/t-1. */
export function videoListQuery(filters: VideoFilters, pageIndex: number, pageSize: number): ListQuery {
  return {
    ...pageQuery(pageIndex, pageSize),
    ...videoOrderQuery(filters.order),
    ...filterFields({
      acteId: filters.acteId,
      courName: filters.courName,
      orgaChecked: filters.orgaChecked,
      tagsChecked: filters.tagsChecked,
    }),
  };
}

/** Cards per page of the lists: three rows of four. */
export const LIST_PAGE_SIZE = 12;

import type { ListLiveSearch, ListVideoSearch } from '../../../schemas/search-params';
import { joinIds, textOrNothing } from '../list-address';
import type { LiveFilterHandlers } from './LiveFilterForm';
import type { VideoFilterHandlers } from './VideoFilterForm';

/**
 * The filter forms' changes as changes of their address fields: the list pages and the search
 * page keep a form alike (empty values left out, id lists comma-separated).
 */

/** The address fields of the live form (the list's, and the search page's own copy of it). */
export type LiveFormSearch = Omit<ListLiveSearch, 'pageIndex'>;
/** The address fields of the recorded form, without the order (the search page has none). */
export type VideoFormSearch = Omit<ListVideoSearch, 'pageIndex' | 'order'>;

/** The live form's changes as changes of its address fields. */
export function liveFormHandlers(refine: (patch: LiveFormSearch) => void): LiveFilterHandlers {
  return {
    onDay: (offsetDays) => refine({ currentTime: offsetDays === 0 ? undefined : offsetDays }),
    onText: (field, value) => refine({ [field]: textOrNothing(value) }),
    onOrganisations: (picked) => refine({ orgaChecked: joinIds(picked.map((o) => o.id)) }),
    onTags: (picked) => refine({ tagsChecked: joinIds(picked.map((o) => o.id)) }),
  };
}

/** The recorded form's changes (but the order) as changes of its address fields. */
export function videoFormHandlers(refine: (patch: VideoFormSearch) => void): Omit<VideoFilterHandlers, 'onOrder'> {
  return {
    onTerm: (acteId) => refine({ acteId: textOrNothing(acteId) }),
    onCourse: (value) => refine({ courName: textOrNothing(value) }),
    onOrganisations: (picked) => refine({ orgaChecked: joinIds(picked.map((o) => o.id)) }),
    onTags: (picked) => refine({ tagsChecked: joinIds(picked.map((o) => o.id)) }),
  };
}

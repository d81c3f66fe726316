import { dayName, type DayName } from '../lists/server-day';
import type { LiveFilters, VideoFilters } from '../lists/list-queries';

/**
 * The search page's state (SPEC §3 "Search state"): the keyword, the kind of lesson looked for
 * (live by default), and one filter form per kind. isUnion says which results show: the
 * keyword search over every field (true) or the lists filtered by the form (false). Switching
 * the kind keeps both forms as they were.
 */
export const SEARCH_TYPES = ['live', 'video'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'live';

/** The search's courStatus per kind: 0 lessons not finished yet, 1 recorded ones (SPEC §4). */
export const COUR_STATUS_OF: Record<SearchType, 0 | 1> = { live: 0, video: 1 };
export const typeOfCourStatus = (courStatus: 0 | 1 | undefined): SearchType => (courStatus === COUR_STATUS_OF.video ? 'video' : 'live');

export type LiveForm = Omit<LiveFilters, 'orgaChecked' | 'tagsChecked'> & {
  currentTimeName: DayName;
  orgaChecked: string[];
  orgaNameChecked: string[];
  tagsChecked: string[];
  tagsNameChecked: string[];
};

export type VideoForm = Omit<VideoFilters, 'order' | 'orgaChecked' | 'tagsChecked'> & {
  acteName: string;
  orgaChecked: string[];
  orgaNameChecked: string[];
  tagsChecked: string[];
  tagsNameChecked: string[];
};

export type SearchState = { isUnion: boolean; type: SearchType; keyword: string; liveForm: LiveForm; videoForm: VideoForm };

export const initialLiveForm = (): LiveForm => ({
  currentTime: 0,
  currentTimeName: 'today',
  courName: '',
  teacName: '',
  orgaChecked: [],
  orgaNameChecked: [],
  clroName: '',
  tagsChecked: [],
  tagsNameChecked: [],
});

export const initialVideoForm = (): VideoForm => ({
  acteId: '',
  acteName: '',
  courName: '',
  orgaChecked: [],
  orgaNameChecked: [],
  tagsChecked: [],
  tagsNameChecked: [],
});

/** A keyword opens on its results; without one the page starts on the filtered lists. */
export function initialSearchState(keyword = '', type: SearchType = DEFAULT_SEARCH_TYPE): SearchState {
  return { isUnion: keyword.trim() !== '', type, keyword, liveForm: initialLiveForm(), videoForm: initialVideoForm() };
}

export type FormKind = SearchType;
/** A picked organisation or tag: its id for the query, its name for the form's summary. */
export type Named = { id: string; name: string };

export type SearchAction =
  /** The address changed (the header searched again, back/forward). */
  | { type: 'address.changed'; keyword: string; searchType: SearchType }
  | { type: 'type.switched'; searchType: SearchType }
  | { type: 'day.picked'; offsetDays: number }
  | { type: 'term.picked'; acteId: string; acteName: string }
  | { type: 'text.changed'; form: 'live'; field: 'courName' | 'teacName' | 'clroName'; value: string }
  | { type: 'text.changed'; form: 'video'; field: 'courName'; value: string }
  | { type: 'organisations.picked'; form: FormKind; picked: Named[] }
  | { type: 'tags.picked'; form: FormKind; picked: Named[] }
  | { type: 'filters.applied' }
  | { type: 'form.reset' };

function patchForm(state: SearchState, form: FormKind, patch: Partial<LiveForm> & Partial<VideoForm>): SearchState {
  return form === 'live' ? { ...state, liveForm: { ...state.liveForm, ...patch } } : { ...state, videoForm: { ...state.videoForm, ...patch } };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'address.changed':
      return { ...state, keyword: action.keyword, type: action.searchType, isUnion: action.keyword.trim() !== '' };
    case 'type.switched':
      return { ...state, type: action.searchType };
    case 'day.picked':
      return patchForm(state, 'live', { currentTime: action.offsetDays, currentTimeName: dayName(action.offsetDays) });
    case 'term.picked':
      return patchForm(state, 'video', { acteId: action.acteId, acteName: action.acteName });
    case 'text.changed':
      return patchForm(state, action.form, { [action.field]: action.value });
    case 'organisations.picked':
      return patchForm(state, action.form, { orgaChecked: action.picked.map((o) => o.id), orgaNameChecked: action.picked.map((o) => o.name) });
    case 'tags.picked':
      return patchForm(state, action.form, { tagsChecked: action.picked.map((o) => o.id), tagsNameChecked: action.picked.map((o) => o.name) });
    case 'filters.applied':
      return { ...state, isUnion: false };
    case 'form.reset':
      return state.type === 'live' ? { ...state, liveForm: initialLiveForm() } : { ...state, videoForm: initialVideoForm() };
  }
}

import { describe, expect, it } from 'vitest';
import { advanceSearchSearchSchema, type AdvanceSearch } from '../../src/schemas/search-params';
import {
  COUR_STATUS_OF,
  filtersShown,
  formReset,
  keywordShown,
  liveFormChanged,
  pageTurned,
  searchViewOf,
  typeOfCourStatus,
  typeSwitched,
  videoFormChanged,
  type SearchChange,
} from '../../src/ui/advance-search/search-state';
import { liveFormHandlers, videoFormHandlers, type LiveFormSearch } from '../../src/ui/lists/filters/form-address';

/** The search page's state is its address: each change is a new one (SPEC §3 "Search state"). */
const run = (search: AdvanceSearch, ...changes: SearchChange[]) => changes.reduce((address, change) => change(address), search);

describe('search state from the address (SPEC §3)', () => {
  it('starts on live with the spec defaults, searching the courses', () => {
    expect(searchViewOf({})).toEqual({
      scope: 'courses',
      isUnion: false,
      type: 'live',
      keyword: '',
      pageIndex: 1,
      liveForm: { currentTime: 0, courName: '', teacName: '', clroName: '', orgaChecked: [], tagsChecked: [] },
      livePage: 1,
      videoForm: { acteId: '', courName: '', orgaChecked: [], tagsChecked: [], order: 'hot' },
      videoPage: 1,
    });
  });

  it('opens on the keyword results when there is a keyword, inside lessons when the address says so', () => {
    expect(searchViewOf({ keyword: 'algebra' })).toMatchObject({ isUnion: true, keyword: 'algebra', type: 'live' });
    expect(searchViewOf({ keyword: 'algebra', scope: 'inside' })).toMatchObject({ scope: 'inside', keyword: 'algebra' });
    expect(searchViewOf({ keyword: '  ', courStatus: 1 })).toMatchObject({ isUnion: false, type: 'video' });
  });

  it('maps the kind to the search courStatus and back (header: 0 live, 1 recorded)', () => {
    expect(COUR_STATUS_OF).toEqual({ live: 0, video: 1 });
    expect(typeOfCourStatus(0)).toBe('live');
    expect(typeOfCourStatus(1)).toBe('video');
    expect(typeOfCourStatus(undefined)).toBe('live');
  });

  it('keeps each form when switching between live and recorded', () => {
    const address = run(
      {},
      liveFormChanged({ teacName: 'Zhang' }),
      liveFormChanged({ currentTime: 1 }),
      typeSwitched('video'),
      videoFormChanged({ acteId: 'acte-1-0002' }),
      videoFormChanged({ courName: 'Physics' }),
      typeSwitched('live'),
    );
    const view = searchViewOf(address);
    expect(view.type).toBe('live');
    expect(view.liveForm).toMatchObject({ teacName: 'Zhang', currentTime: 1, courName: '' });
    expect(view.videoForm).toMatchObject({ acteId: 'acte-1-0002', courName: 'Physics' });
  });

  it('switches to the filtered lists when a form changes, and back to the keyword results on page one', () => {
    const searched: AdvanceSearch = { keyword: 'algebra', courStatus: 0, pageIndex: 3 };
    expect(searchViewOf(run(searched, filtersShown)).isUnion).toBe(false);
    const filtered = run(searched, liveFormChanged({ clroName: 'A101' }));
    expect(searchViewOf(filtered)).toMatchObject({ isUnion: false, keyword: 'algebra' });
    expect(searchViewOf(run(filtered, keywordShown))).toMatchObject({ isUnion: true, pageIndex: 1, liveForm: { clroName: 'A101' } });
  });

  it('resets only the form of the kind shown', () => {
    const address = run({}, liveFormChanged({ clroName: 'A101' }), videoFormChanged({ courName: 'Physics' }), formReset('live'));
    expect(searchViewOf(address).liveForm.clroName).toBe('');
    expect(searchViewOf(address).videoForm.courName).toBe('Physics');
  });

  it('turns the page of the list shown; a changed form or kind starts again on page one', () => {
    const keywordPage = run({ keyword: 'algebra' }, (previous) => pageTurned(searchViewOf(previous), 3)(previous));
    expect(searchViewOf(keywordPage).pageIndex).toBe(3);
    expect(searchViewOf(run(keywordPage, typeSwitched('video'))).pageIndex).toBe(1);

    const livePage = run({}, (previous) => pageTurned(searchViewOf(previous), 2)(previous));
    expect(searchViewOf(livePage)).toMatchObject({ livePage: 2, videoPage: 1, pageIndex: 1 });
    expect(searchViewOf(run(livePage, liveFormChanged({ teacName: 'Lin' }))).livePage).toBe(1);
    expect(pageTurned(searchViewOf({}), 1)({}).live).toEqual({ pageIndex: undefined });
  });
});

describe('the forms as address fields', () => {
  it('keeps empty values and today out of the address, and id lists comma-separated', () => {
    const patches: LiveFormSearch[] = [];
    const live = liveFormHandlers((patch) => patches.push(patch));
    live.onDay(0);
    live.onDay(-1);
    live.onText('teacName', '  Lin ');
    live.onText('clroName', '   ');
    live.onOrganisations([
      { id: 'o1', name: 'Maths' },
      { id: 'o2', name: 'Physics' },
    ]);
    live.onTags([]);
    expect(patches).toEqual([
      { currentTime: undefined },
      { currentTime: -1 },
      { teacName: 'Lin' },
      { clroName: undefined },
      { orgaChecked: 'o1,o2' },
      { tagsChecked: undefined },
    ]);

    const video: unknown[] = [];
    const handlers = videoFormHandlers((patch) => video.push(patch));
    handlers.onTerm('', '');
    handlers.onCourse('Physics');
    expect(video).toEqual([{ acteId: undefined }, { courName: 'Physics' }]);
  });

  it('reads the forms back from the address, dropping what is malformed', () => {
    expect(
      advanceSearchSearchSchema.parse({
        keyword: 42,
        live: { teacName: 'Lin', currentTime: 999, pageIndex: 2 },
        video: 'nonsense',
        view: 'other',
      }),
    ).toEqual({
      keyword: '42',
      live: { teacName: 'Lin', pageIndex: 2 },
    });
  });
});

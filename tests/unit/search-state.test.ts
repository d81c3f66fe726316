import { describe, expect, it } from 'vitest';
import {
  COUR_STATUS_OF, initialSearchState, searchReducer, typeOfCourStatus, type SearchAction, type SearchState,
} from '../../src/ui/advance-search/search-state';

const run = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state);

describe('search state (SPEC §3)', () => {
  it('starts on live with the spec defaults', () => {
    expect(initialSearchState()).toEqual({
      isUnion: false,
      type: 'live',
      keyword: '',
      liveForm: {
        currentTime: 0, currentTimeName: 'today', courName: '', teacName: '', orgaChecked: [], orgaNameChecked: [],
        clroName: '', tagsChecked: [], tagsNameChecked: [],
      },
      videoForm: { acteId: '', acteName: '', courName: '', orgaChecked: [], orgaNameChecked: [], tagsChecked: [], tagsNameChecked: [] },
    });
  });

  it('opens on the keyword results when there is a keyword', () => {
    expect(initialSearchState('algebra')).toMatchObject({ isUnion: true, keyword: 'algebra', type: 'live' });
    expect(initialSearchState('  ', 'video')).toMatchObject({ isUnion: false, type: 'video' });
  });

  it('maps the kind to the search courStatus and back (header: 0 live, 1 recorded)', () => {
    expect(COUR_STATUS_OF).toEqual({ live: 0, video: 1 });
    expect(typeOfCourStatus(0)).toBe('live');
    expect(typeOfCourStatus(1)).toBe('video');
    expect(typeOfCourStatus(undefined)).toBe('live');
  });

  it('keeps each form when switching between live and recorded', () => {
    const filled = run(
      initialSearchState(),
      { type: 'text.changed', form: 'live', field: 'teacName', value: 'Zhang' },
      { type: 'day.picked', offsetDays: 1 },
      { type: 'type.switched', searchType: 'video' },
      { type: 'term.picked', acteId: 'acte-1-0002', acteName: '2025 Spring' },
      { type: 'text.changed', form: 'video', field: 'courName', value: 'Physics' },
      { type: 'type.switched', searchType: 'live' },
    );
    expect(filled.type).toBe('live');
    expect(filled.liveForm).toMatchObject({ teacName: 'Zhang', currentTime: 1, currentTimeName: 'tomorrow' });
    expect(filled.videoForm).toMatchObject({ acteId: 'acte-1-0002', acteName: '2025 Spring', courName: 'Physics' });
  });

  it('names the picked day', () => {
    const names = [-1, 0, 1, 3].map((offsetDays) => searchReducer(initialSearchState(), { type: 'day.picked', offsetDays }).liveForm.currentTimeName);
    expect(names).toEqual(['yesterday', 'today', 'tomorrow', 'date']);
  });

  it('keeps ids and names of organisations and tags in step', () => {
    const state = run(
      initialSearchState(),
      { type: 'organisations.picked', form: 'live', picked: [{ id: 'o1', name: 'Maths' }, { id: 'o2', name: 'Physics' }] },
      { type: 'tags.picked', form: 'live', picked: [{ id: 't1', name: 'Core' }, { id: 't2', name: 'Lab' }] },
      { type: 'tags.picked', form: 'live', picked: [{ id: 't2', name: 'Lab' }] },
    );
    expect(state.liveForm).toMatchObject({ orgaChecked: ['o1', 'o2'], orgaNameChecked: ['Maths', 'Physics'], tagsChecked: ['t2'], tagsNameChecked: ['Lab'] });
    expect(state.videoForm.tagsChecked).toEqual([]);
  });

  it('switches to the filtered lists when the form is applied, and back to the keyword results from the address', () => {
    const searched = initialSearchState('algebra');
    const filtered = searchReducer(searched, { type: 'filters.applied' });
    expect(filtered.isUnion).toBe(false);
    const again = searchReducer(filtered, { type: 'address.changed', keyword: 'physics', searchType: 'video' });
    expect(again).toMatchObject({ isUnion: true, keyword: 'physics', type: 'video' });
  });

  it('resets only the form of the current kind', () => {
    const state = run(
      initialSearchState(),
      { type: 'text.changed', form: 'live', field: 'clroName', value: 'A101' },
      { type: 'text.changed', form: 'video', field: 'courName', value: 'Physics' },
      { type: 'form.reset' },
    );
    expect(state.liveForm.clroName).toBe('');
    expect(state.videoForm.courName).toBe('Physics');
  });
});

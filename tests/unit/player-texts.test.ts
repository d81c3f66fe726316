import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayCaptionTrack } from '../../src/schemas/lesson-texts';
import { loadCatalogue, translate, type Translate } from '../../src/ui/i18n/translate';
import { captionTrackLabel, preferredTrack, trackMaker } from '../../src/ui/player/caption-tracks';
import {
  FOLLOW_RESUME_MS,
  NO_HOLD,
  afterFocusIn,
  afterFocusOut,
  afterHoldEnds,
  afterScroll,
  holdEndsIn,
  isFollowing,
} from '../../src/ui/player-texts/follow-playback';
import { momentsAddress } from '../../src/ui/player-texts/player-texts-api';
import { PAGE_STEP, rovingTarget } from '../../src/ui/player-texts/roving-keys';
import { chapterSpans, chapterTitle, itemAt } from '../../src/ui/player-texts/timeline';

/** The player's texts (docs/player-texts.md "The player"): the logic under the transcript, the search and the chapters. */

describe('the line being spoken', () => {
  const starts = [0, 4.5, 9, 9, 15];

  it('is the one that began last: none before the first, the last one after the end', () => {
    expect(itemAt(starts, -1)).toBe(-1);
    expect(itemAt([], 10)).toBe(-1);
    expect(itemAt(starts, 0)).toBe(0);
    expect(itemAt(starts, 4.49)).toBe(0);
    expect(itemAt(starts, 4.5)).toBe(1);
    expect(itemAt(starts, 600)).toBe(4);
  });

  it('is the newer of two lines that begin together (two speakers)', () => {
    expect(itemAt(starts, 9)).toBe(3);
    expect(itemAt(starts, 14.9)).toBe(3);
  });

  it('is found in a three-hour lesson of one line a second', () => {
    const lesson = Array.from({ length: 10_800 }, (_, i) => i);
    expect(itemAt(lesson, 5_400.5)).toBe(5_400);
  });
});

describe('a slide as a chapter', () => {
  it('is named by the first line of its text, spaces tidied', () => {
    expect(chapterTitle('\n  傅里叶变换   Fourier transform \nF(ω) = ∫ f(t) e^{-iωt} dt')).toBe('傅里叶变换 Fourier transform');
    expect(chapterTitle('Only line')).toBe('Only line');
  });

  it('has no title when nothing was read on it', () => {
    expect(chapterTitle('')).toBeNull();
    expect(chapterTitle(' \n\t\n')).toBeNull();
  });

  it('spans the bar from its start to the next slide, the last to its own end', () => {
    const slides = [
      { atS: 0, endS: 10 },
      { atS: 12, endS: 30 },
      { atS: 30, endS: 36 },
    ];
    expect(chapterSpans(slides, 40)).toEqual([
      { left: 0, width: 30 },
      { left: 30, width: 45 },
      { left: 75, width: 15 },
    ]);
  });

  it('stays on the bar when the slides run past the recording, and uses their end when its length is unknown', () => {
    expect(chapterSpans([{ atS: 30, endS: 50 }], 40)).toEqual([{ left: 75, width: 25 }]);
    expect(
      chapterSpans(
        [
          { atS: 0, endS: 10 },
          { atS: 10, endS: 20 },
        ],
        0,
      ),
    ).toEqual([
      { left: 0, width: 50 },
      { left: 50, width: 50 },
    ]);
  });
});

describe('following playback', () => {
  it('follows until the viewer scrolls, and again FOLLOW_RESUME_MS after the last scroll', () => {
    expect(isFollowing(NO_HOLD)).toBe(true);
    const held = afterScroll(NO_HOLD, 1_000);
    expect(isFollowing(held)).toBe(false);
    expect(holdEndsIn(held, 2_000)).toBe(FOLLOW_RESUME_MS - 1_000);
    const scrolledAgain = afterScroll(held, 3_000);
    // The first scroll's timer runs out: the second scroll still holds.
    expect(isFollowing(afterHoldEnds(scrolledAgain, 1_000))).toBe(false);
    expect(isFollowing(afterHoldEnds(scrolledAgain, 3_000))).toBe(true);
  });

  it('holds while keyboard focus is inside the list, and for FOLLOW_RESUME_MS after it leaves', () => {
    const inside = afterFocusIn(afterScroll(NO_HOLD, 1_000));
    expect(isFollowing(inside)).toBe(false);
    expect(holdEndsIn(inside, 60_000)).toBeNull();
    expect(isFollowing(afterHoldEnds(inside, 1_000))).toBe(false);
    const left = afterFocusOut(inside, 60_000);
    expect(isFollowing(left)).toBe(false);
    expect(holdEndsIn(left, 61_000)).toBe(FOLLOW_RESUME_MS - 1_000);
    expect(isFollowing(afterHoldEnds(left, 60_000))).toBe(true);
  });

  it('is not held by focus leaving a list it never had', () => {
    expect(afterFocusOut(NO_HOLD, 5_000)).toBe(NO_HOLD);
  });
});

describe('a list that is one Tab stop', () => {
  it('moves with the arrows of its direction, stopping at its ends', () => {
    expect(rovingTarget('ArrowDown', 3, 10, 'vertical')).toBe(4);
    expect(rovingTarget('ArrowUp', 0, 10, 'vertical')).toBe(0);
    expect(rovingTarget('ArrowDown', 9, 10, 'vertical')).toBe(9);
    expect(rovingTarget('ArrowRight', 3, 10, 'horizontal')).toBe(4);
    expect(rovingTarget('ArrowLeft', 3, 10, 'horizontal')).toBe(2);
  });

  it('goes to its ends with Home and End, and by a page with Page Up and Down in a column', () => {
    expect(rovingTarget('Home', 7, 10, 'vertical')).toBe(0);
    expect(rovingTarget('End', 2, 10, 'horizontal')).toBe(9);
    expect(rovingTarget('PageDown', 2, 50, 'vertical')).toBe(2 + PAGE_STEP);
    expect(rovingTarget('PageUp', 2, 50, 'vertical')).toBe(0);
  });

  it("leaves other keys, and the other direction's arrows, to the page", () => {
    expect(rovingTarget('ArrowLeft', 3, 10, 'vertical')).toBeNull();
    expect(rovingTarget('ArrowDown', 3, 10, 'horizontal')).toBeNull();
    expect(rovingTarget('PageDown', 3, 10, 'horizontal')).toBeNull();
    expect(rovingTarget('Enter', 3, 10, 'vertical')).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});

describe('caption tracks', () => {
  const track = (trackId: string, language: 'zh' | 'en', origin: 'human' | 'automatic', personEdited = origin === 'human') =>
    ({
      trackId,
      language,
      origin,
      personEdited,
      engine: origin === 'automatic' ? 'pocketsphinx' : null,
      vttUrl: `/v1/vod/v/captions/${trackId}/vtt`,
      cuesUrl: `/v1/vod/v/captions/${trackId}/cues`,
    }) satisfies PlayCaptionTrack;
  const enMachine = track('en-auto', 'en', 'automatic');
  const enPerson = track('en-human', 'en', 'human');
  const zhChecked = track('zh-auto', 'zh', 'automatic', true);
  const tracks = [enMachine, zhChecked, enPerson];

  it('says who made each: a person, a machine, or a machine a person checked', () => {
    expect([enPerson, enMachine, zhChecked].map(trackMaker)).toEqual(['human', 'automatic', 'checked']);
  });

  describe('labels', () => {
    let en: Translate;
    let zh: Translate;
    beforeAll(async () => {
      await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);
      en = (key, ...params) => translate('en', key, ...params);
      zh = (key, ...params) => translate('zh', key, ...params);
    });

    it('name the language and the maker in both languages', () => {
      expect(captionTrackLabel(en, enPerson)).toBe('English (by a person)');
      expect(captionTrackLabel(en, enMachine)).toBe('English (automatic)');
      expect(captionTrackLabel(en, zhChecked)).toBe('Chinese (automatic, checked by a person)');
      expect(captionTrackLabel(zh, enPerson)).toBe('英文（人工字幕）');
      expect(captionTrackLabel(zh, enMachine)).toBe('英文（自动生成）');
      expect(captionTrackLabel(zh, zhChecked)).toBe('中文（自动生成，已人工校对）');
    });
  });

  it("shows the track chosen last, by its language and maker, whatever the recording's ids", () => {
    expect(preferredTrack(tracks, { language: 'en', origin: 'automatic' }, 'zh')).toBe(enMachine);
    expect(preferredTrack(tracks, { language: 'zh', origin: 'human' }, 'en')).toBe(zhChecked);
  });

  it("else a person's track of the page's language before a machine's, else the most trusted of all", () => {
    expect(preferredTrack(tracks, undefined, 'en')).toBe(enPerson);
    expect(preferredTrack(tracks, undefined, 'zh')).toBe(zhChecked);
    expect(preferredTrack([enMachine, zhChecked], undefined, 'fr')).toBe(zhChecked);
    expect(preferredTrack([], { language: 'en', origin: 'human' }, 'en')).toBeNull();
  });
});

describe('the search within the lesson', () => {
  it('adds the keyword to the address it was given, keeping a share token already in it', () => {
    expect(momentsAddress('/v1/vod/v1/moments', ' 傅里叶 transform ')).toBe(
      '/v1/vod/v1/moments?keyword=%E5%82%85%E9%87%8C%E5%8F%B6+transform',
    );
    expect(momentsAddress('/v1/share/moments?token=abc', 'a&b')).toBe('/v1/share/moments?token=abc&keyword=a%26b');
  });
});

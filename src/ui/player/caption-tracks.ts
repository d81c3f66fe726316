import type { PlayCaptionTrack } from '../../schemas/lesson-texts';
import type { Translate } from '../i18n/translate';
import type { ChosenCaptionTrack } from './caption-settings';

/** Who made a track, as the player says it: a person, a speech engine, or an engine a person checked. */
export type TrackMaker = 'human' | 'automatic' | 'checked';

export const trackMaker = (track: Pick<PlayCaptionTrack, 'origin' | 'personEdited'>): TrackMaker =>
  track.origin === 'human' ? 'human' : track.personEdited ? 'checked' : 'automatic';

/** Of two tracks in one language, a person's words come first, then a machine's a person checked. */
const TRUST: Record<TrackMaker, number> = { human: 0, checked: 1, automatic: 2 };

/**
 * The track the player shows and the transcript reads: the one chosen last (its language and
 * origin), else the most trusted of that language, else of the page's language, else of all. The
 * choice is kept by language, not by id, so it carries over to the next recording.
 */
export function preferredTrack(
  tracks: readonly PlayCaptionTrack[],
  chosen: ChosenCaptionTrack | undefined,
  pageLanguage: string,
): PlayCaptionTrack | null {
  const ranked = tracks.toSorted((a, b) => TRUST[trackMaker(a)] - TRUST[trackMaker(b)]);
  return (
    ranked.find((track) => track.language === chosen?.language && track.origin === chosen.origin) ??
    ranked.find((track) => track.language === chosen?.language) ??
    ranked.find((track) => track.language === pageLanguage) ??
    ranked[0] ??
    null
  );
}

/** "English (by a person)", "中文（自动生成，已人工校对）". */
export function captionTrackLabel(t: Translate, track: Pick<PlayCaptionTrack, 'language' | 'origin' | 'personEdited'>): string {
  return t('playerTexts.trackLabel', {
    language: t(`playerTexts.language.${track.language}`),
    maker: t(`playerTexts.maker.${trackMaker(track)}`),
  });
}

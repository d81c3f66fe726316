import type { CaptionTrackSummary } from '../../schemas/captions';
import type { Translate } from '../i18n/translate';
import { captionTrackLabel, trackMaker } from '../player/caption-tracks';

/**
 * How the editor names a track: with the player's own words for its language and who made it (a
 * person, a speech engine, an engine a person checked: docs/captions.md "A track"), so a teacher
 * reads here the label viewers will see; the editor adds the engine's name.
 */

type Labelled = Pick<CaptionTrackSummary, 'language' | 'origin' | 'engine' | 'personEdited'>;

export const languageName = (t: Translate, track: Pick<CaptionTrackSummary, 'language'>) => t(`playerTexts.language.${track.language}`);

/** "by a person", "automatic (pocketsphinx)", "automatic, checked by a person (pocketsphinx)". */
export function originLabel(t: Translate, track: Labelled): string {
  const maker = t(`playerTexts.maker.${trackMaker(track)}`);
  return track.engine === null ? maker : t('captionEditor.withEngine', { maker, engine: track.engine });
}

/** "English (by a person)": a track among the recording's others. */
export const trackName = (t: Translate, track: Labelled) => captionTrackLabel(t, track);

import { and, eq, sql } from 'drizzle-orm';
import { CAPTION_CUE_MAX_CHARS, CAPTION_MAX_CUES } from '../../src/schemas/captions';
import type { Db } from '../db/client';
import { CAPTION_ORIGIN, CAPTION_STATUS, TEXT_RUN_KIND, TEXT_RUN_STATE, captionTracks } from '../db/schema';
import type { LocalCopy, MediaStore } from '../storage';
import { newWorkFolder } from '../storage/scratch-folder';
import { indexCaptionTrack } from './caption-index';
import { localRendition, roadPlaylist, textSource } from './recording-text-source';
import { extractSpeechAudio } from './speech-audio';
import { SpeechEngineMissingError, tidyCues, type SpeechCue, type SpeechEngine, type SpeechLanguage } from './speech-engine';
import { setTextRun, textRunProgress } from './text-runs';

/**
 * `lesson-transcript` (docs/search.md "Inside lessons"): a ready recording's speech, from its main
 * road's sound, heard by the configured engine and kept as the recording's automatic caption
 * track (a draft: never shown as captions until a person publishes it) and as transcript pieces
 * for the search. One automatic track per recording and engine, replaced when run again. A
 * recording with no sound gets no transcript, and so no AI badge.
 */

/** An engine's cues as the caption editor can save them: in time order, within the track's limits. */
const editableCues = (cues: readonly SpeechCue[]): SpeechCue[] =>
  tidyCues(cues)
    .sort((a, b) => a.startS - b.startS)
    .slice(0, CAPTION_MAX_CUES)
    .map((cue) => ({ ...cue, text: cue.text.slice(0, CAPTION_CUE_MAX_CHARS) }));

/** The language an automatic track is labelled with: the engine's only one, else Chinese (the campus's). */
const trackLanguage = (engine: SpeechEngine): SpeechLanguage => (engine.languages.length === 1 ? engine.languages[0]! : 'zh');

export async function runTranscriptJob(
  db: Db,
  vodId: string,
  settings: { media: MediaStore; engine: SpeechEngine; signal: AbortSignal; log: (line: string) => void },
) {
  const { engine } = settings;
  const source = await textSource(db, vodId);
  if (source === null) return;
  const playlist = await roadPlaylist(db, vodId, 'main');
  if (playlist === null) return setTextRun(db, vodId, TEXT_RUN_KIND.transcript, TEXT_RUN_STATE.failed, 'the recording has no video');
  await setTextRun(db, vodId, TEXT_RUN_KIND.transcript, TEXT_RUN_STATE.running);
  const progress = textRunProgress(db, vodId, TEXT_RUN_KIND.transcript);
  const work = await newWorkFolder(settings.media);
  let video: LocalCopy | null = null;
  try {
    video = await localRendition(settings.media, playlist, work);
    const audio = await extractSpeechAudio(video.path, work.pathOf('speech.wav'), { signal: settings.signal });
    if (audio === null) return await setTextRun(db, vodId, TEXT_RUN_KIND.transcript, TEXT_RUN_STATE.done, 'the recording has no sound', 1);
    const language = trackLanguage(engine);
    const heard = await engine.transcribe(
      { file: work.pathOf('speech.wav'), language },
      { signal: settings.signal, onProgress: (doneS) => progress(audio.durationS > 0 ? doneS / audio.durationS : 1) },
    );
    const cues = editableCues(heard);
    await db.transaction(async (tx) => {
      const mine = and(
        eq(captionTracks.vodId, vodId),
        eq(captionTracks.origin, CAPTION_ORIGIN.automatic),
        eq(captionTracks.engine, engine.name),
      );
      const [existing] = await tx
        .select({ id: captionTracks.id, status: captionTracks.status, editedBy: captionTracks.editedBy })
        .from(captionTracks)
        .where(mine);
      // A track a person has corrected or published is theirs now: a run again leaves it as they made it.
      if (existing !== undefined && (existing.status === CAPTION_STATUS.published || existing.editedBy !== null)) return;
      const [track] = existing
        ? await tx
            .update(captionTracks)
            // A new revision: an editor open on the old cues is told they changed instead of saving over them.
            .set({ cues, language, revision: sql`${captionTracks.revision} + 1`, updatedAt: sql`now()` })
            .where(eq(captionTracks.id, existing.id))
            .returning({ id: captionTracks.id })
        : await tx
            .insert(captionTracks)
            .values({ tenantId: source.tenantId, vodId, language, origin: CAPTION_ORIGIN.automatic, engine: engine.name, cues })
            .returning({ id: captionTracks.id });
      // Searchable as a transcript while a draft (caption-index.ts decides the kind).
      await indexCaptionTrack(tx, track!.id);
    });
    await setTextRun(db, vodId, TEXT_RUN_KIND.transcript, TEXT_RUN_STATE.done, `${cues.length} cues by ${engine.name}`, 1);
    settings.log(`transcript of ${vodId}: ${cues.length} cues by ${engine.name}`);
  } catch (error) {
    if (settings.signal.aborted) throw error;
    const reason = error instanceof SpeechEngineMissingError ? error.message : `could not transcribe: ${(error as Error).message}`;
    await setTextRun(db, vodId, TEXT_RUN_KIND.transcript, TEXT_RUN_STATE.failed, reason.slice(0, 500));
    settings.log(`transcript of ${vodId}: ${reason}`);
  } finally {
    await video?.release();
    await work.discard();
  }
}

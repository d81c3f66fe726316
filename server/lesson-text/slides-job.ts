import type { Db } from '../db/client';
import { LESSON_TEXT_KIND, TEXT_RUN_KIND, TEXT_RUN_STATE, type TextRunState } from '../db/schema';
import type { LocalCopy, MediaStore } from '../storage';
import { newWorkFolder } from '../storage/scratch-folder';
import { replaceSharedLessonTexts } from './lesson-text-index';
import { localRendition, recordingsSharingSlides, roadPlaylist, textSource, type TextSource } from './recording-text-source';
import { readSlides, type SlideText } from './slide-ocr';
import { SlideOcrMissingError } from './slide-tesseract';
import { setTextRun, setTextRuns, textRunProgress } from './text-runs';

/**
 * `lesson-slides` (docs/search.md "Inside lessons"): a ready recording's slides read from its
 * screen road (slide-ocr.ts) and written as the recording's slide pieces, replacing any earlier
 * ones, so a run twice leaves one copy. Tesseract missing is the campus's to fix: the run is
 * marked failed with the reason, not retried for ever; a stopped worker's run is retried.
 */
export async function runSlidesJob(
  db: Db,
  vodId: string,
  settings: {
    media: MediaStore;
    signal: AbortSignal;
    log: (line: string) => void;
    /** Slides read so far and their number, for a log (the run's row gets its progress either way). */
    onProgress?: (done: number, total: number) => void;
  },
) {
  const source = await textSource(db, vodId);
  if (source === null) return;
  const playlist = await roadPlaylist(db, vodId, 'screen');
  if (playlist === null) return setTextRun(db, vodId, TEXT_RUN_KIND.slides, TEXT_RUN_STATE.failed, 'the recording has no video');
  // Every recording of this video (the demo lessons share clips) gets what one reading finds.
  const readers = await recordingsSharingSlides(db, playlist);
  const all = readers.some((reader) => reader.vodId === vodId) ? readers : [source, ...readers];
  const everyRecording = all.map((reader) => reader.vodId);
  const mark = (state: TextRunState, detail = '', progress = 0) =>
    setTextRuns(db, everyRecording, TEXT_RUN_KIND.slides, state, detail, progress);
  // Running shows on the recording being read; the others get the outcome.
  await setTextRun(db, vodId, TEXT_RUN_KIND.slides, TEXT_RUN_STATE.running);
  const progress = textRunProgress(db, vodId, TEXT_RUN_KIND.slides);
  const work = await newWorkFolder(settings.media);
  let video: LocalCopy | null = null;
  try {
    video = await localRendition(settings.media, playlist, work);
    const slides = await readSlides(video.path, {
      signal: settings.signal,
      onProgress: (done, total) => {
        progress(total === 0 ? 1 : done / total);
        settings.onProgress?.(done, total);
      },
    });
    await keepSlides(db, all, slides, `${slides.length} slides with text`);
    settings.log(`slides of ${vodId}: ${slides.length} with text (${all.length} recordings of this video)`);
  } catch (error) {
    if (settings.signal.aborted) throw error;
    const reason = error instanceof SlideOcrMissingError ? error.message : `could not read the slides: ${(error as Error).message}`;
    await mark(TEXT_RUN_STATE.failed, reason.slice(0, 500));
    settings.log(`slides of ${vodId}: ${reason}`);
  } finally {
    await video?.release();
    await work.discard();
  }
}

/**
 * The slides of one video kept for every recording of it: their slide pieces replaced (a run twice
 * leaves one copy) and their `slides` runs done with `detail`.
 */
export async function keepSlides(db: Db, recordings: readonly TextSource[], slides: readonly SlideText[], detail: string): Promise<void> {
  await replaceSharedLessonTexts(
    db,
    recordings.map((recording) => ({
      tenantId: recording.tenantId,
      teclId: recording.teclId,
      vodId: recording.vodId,
      courId: recording.courId,
      kind: LESSON_TEXT_KIND.slide,
      sourceId: recording.vodId,
    })),
    slides.map((slide) => ({ startMs: slide.startS * 1000, endMs: slide.endS * 1000, text: slide.text })),
  );
  await setTextRuns(
    db,
    recordings.map((recording) => recording.vodId),
    TEXT_RUN_KIND.slides,
    TEXT_RUN_STATE.done,
    detail,
    1,
  );
}

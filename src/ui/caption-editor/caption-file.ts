import type { CaptionFileFormat } from '../../schemas/captions';

/** A caption file's format by its name's ending (`lecture.SRT` is SRT), or null for any other file. */
export function captionFormatOf(fileName: string): CaptionFileFormat | null {
  const ending = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ending === 'vtt' || ending === 'srt' ? ending : null;
}

import type { Note } from '../../schemas/notes';
import { formatDateTime } from '../i18n/format';
import type { Language } from '../i18n/translate';
import { playbackUrl, playbackWindow } from '../playback/playback-address';
import { fetchPicture } from '../player/screenshot-api';
import { saveFile } from '../shared/save-file';
import { classNotesToMarkdown, markdownFileName, noteToMarkdown, type MarkdownContext } from './note-markdown';

/**
 * Saving notes as Markdown (docs/notes.md "Export"): pictures are read through the session and
 * embedded, so the file opens anywhere; time cards link to the player at their moment.
 */
export type ExportSettings = { language: Language; playCenter: boolean; pictureLabel: string };

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('picture not read'));
    reader.readAsDataURL(blob);
  });

async function picturesOf(notes: readonly Note[]): Promise<Map<string, string | null>> {
  const ids = new Set(notes.flatMap((note) => note.content.flatMap((block) => (block.type === 'image' ? [block.imageId] : []))));
  const pictures = new Map<string, string | null>();
  for (const id of ids) {
    try {
      pictures.set(id, await dataUrlOf(await fetchPicture(`/v1/editor/image/${encodeURIComponent(id)}`)));
    } catch (error) {
      console.warn('picture left out of the export', error);
      pictures.set(id, null);
    }
  }
  return pictures;
}

function contextOf(note: Note, pictures: Map<string, string | null>, settings: ExportSettings): MarkdownContext {
  const { teclId, vodId } = note;
  const lessonTime = note.courBeginTime === null ? null : formatDateTime(note.courBeginTime, settings.language);
  return {
    subtitle: [note.teclName, note.courName, lessonTime, note.authorName].filter((part) => part !== null && part !== '').join(' · '),
    momentUrl: (startS) =>
      teclId === null || vodId === null
        ? null
        : playbackUrl(playbackWindow({ kind: 'video', teclId, vodId, startS }, settings.playCenter).hash, window.location),
    picture: (imageId) => pictures.get(imageId) ?? null,
    pictureLabel: settings.pictureLabel,
  };
}

const markdownFile = (text: string) => new Blob([text], { type: 'text/markdown;charset=utf-8' });

export async function exportNote(note: Note, settings: ExportSettings): Promise<void> {
  const pictures = await picturesOf([note]);
  saveFile(markdownFile(noteToMarkdown(note, contextOf(note, pictures, settings))), markdownFileName(note.title));
}

/** The class's notes, oldest lesson first, as one file named after the class. */
export async function exportClassNotes(className: string, notes: readonly Note[], settings: ExportSettings): Promise<void> {
  const pictures = await picturesOf(notes);
  const ordered = [...notes].sort((a, b) => (a.courBeginTime ?? '').localeCompare(b.courBeginTime ?? ''));
  const text = classNotesToMarkdown(
    className,
    ordered.map((note) => ({ note, context: contextOf(note, pictures, settings) })),
  );
  saveFile(markdownFile(text), markdownFileName(className));
}

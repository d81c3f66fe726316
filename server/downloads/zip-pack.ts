import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ApiError } from '../errors';
import type { MediaKey, MediaStore } from '../storage';

export type PackEntry = { key: MediaKey; name: string; sizeBytes: number; modified: Date };

/**
 * A zip of `entries` (stored keys, names inside the zip, sizes and times as the store stated
 * them), made as it is sent. The first file is opened before the answer starts, so a pack whose
 * first file is gone by then is a 404 envelope. After that, a file that is gone or not the size
 * it had ends the zip stream with an error, which ends that answer early (the client sees an
 * aborted download; Fastify logs it with the request id). yazl reports such failures on the
 * ZipFile: unheard, they would end the whole process.
 */
export async function zipPack(store: MediaStore, entries: readonly PackEntry[]): Promise<Readable> {
  const reading = new Set<Readable>();
  let finished = false;
  const open = async (key: MediaKey): Promise<Readable | null> => {
    const file = await store.get(key).catch(() => null);
    if (file === null) return null;
    // The pack ended (sent, failed, client gone) while this one was being opened.
    if (finished) {
      file.destroy();
      return null;
    }
    reading.add(file);
    file.on('close', () => reading.delete(file));
    return file;
  };
  const first = await open(entries[0]!.key);
  if (first === null) throw new ApiError('notFound', 'the file is missing');

  const zip = new ZipFile();
  // A PassThrough (yazl's types say only NodeJS.ReadableStream).
  const output = zip.outputStream as Readable;
  const changed = () => new ApiError('notFound', 'a file of the pack changed while it was being sent');
  zip.on('error', (error: Error) => {
    // The message may reach the client (as a 404 envelope if nothing was sent yet): no paths in it.
    output.destroy(Object.assign(changed(), { cause: error }));
  });
  // A client that leaves, or a failure, stops the files being read (yazl would leave them open).
  output.on('close', () => {
    finished = true;
    reading.forEach((file) => file.destroy());
  });
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(entry.name, { size: entry.sizeBytes, mtime: entry.modified }, (done) => {
      void (i === 0 ? Promise.resolve(first) : open(entry.key)).then((file) => {
        if (file === null) return done(changed(), undefined as never);
        file.on('error', (error) => zip.emit('error', error));
        done(null, file);
      });
    });
  });
  zip.end();
  return output;
}

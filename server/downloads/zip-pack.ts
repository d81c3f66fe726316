import { once } from 'node:events';
import { createReadStream, fstat, type ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { ZipFile } from 'yazl';
import { ApiError } from '../errors';

export type PackEntry = { path: string; name: string; sizeBytes: number; modified: Date };

const fileStat = promisify(fstat);

/**
 * A zip of `entries` (absolute paths, names inside the zip, sizes and times as checked on disk),
 * made as it is sent. The first file is opened before the answer starts, so a pack whose first
 * file is gone by then is a 404 envelope. After that, a file that is gone, no longer a file, or
 * not the size it had ends the zip stream with an error, which ends that answer early (the
 * client sees an aborted download; Fastify logs it with the request id). yazl reports such
 * failures on the ZipFile: unheard, they would end the whole process.
 */
export async function zipPack(entries: readonly PackEntry[]): Promise<Readable> {
  const reading = new Set<ReadStream>();
  const open = (path: string) => {
    const file = createReadStream(path);
    reading.add(file);
    file.on('close', () => reading.delete(file));
    return file;
  };
  const first = open(entries[0]!.path);
  try {
    await once(first, 'ready');
    if (!(await fileStat((first as ReadStream & { fd: number }).fd)).isFile()) throw new Error('not a file');
  } catch {
    first.destroy();
    throw new ApiError('notFound', 'the file is missing');
  }

  const zip = new ZipFile();
  // A PassThrough (yazl's types say only NodeJS.ReadableStream).
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => {
    // The message may reach the client (as a 404 envelope if nothing was sent yet): no paths in it.
    output.destroy(Object.assign(new ApiError('notFound', 'a file of the pack changed while it was being sent'), { cause: error }));
  });
  // A client that leaves, or a failure, stops the files being read (yazl would leave them open).
  output.on('close', () => reading.forEach((file) => file.destroy()));
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(entry.name, { size: entry.sizeBytes, mtime: entry.modified }, (done) => {
      const file = i === 0 ? first : open(entry.path);
      file.on('error', (error) => zip.emit('error', error));
      done(null, file);
    });
  });
  zip.end();
  return output;
}

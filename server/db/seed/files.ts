import type { MediaStore } from '../../storage';
import type { SeedFile } from './context';
import type { SeedLog } from './insert';

/** Puts the seed's files into the media store (each atomically: MediaStore.put). */
export async function writeSeedFiles(media: MediaStore, files: SeedFile[], log: SeedLog): Promise<void> {
  for (const file of files) await media.put(file.path, file.content);
  log(`seed: files ${files.length}/${files.length}`);
}

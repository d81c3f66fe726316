import { posix } from 'node:path';
import { CAPABILITY_MARK } from './stream-capability';

/**
 * A playlist as the session route hands it out: every relative address in it (a variant
 * playlist, a segment, an init section, an audio or subtitle rendition) is moved under
 * `~{capability}/`, relative again, so it resolves on whatever origin and path the playlist was
 * fetched from (MEDIA_HOST_URL included). `playlistDir` is the playlist's folder inside the road
 * folder ('' for the master playlist). Playlists under the capability are served as written:
 * their relative addresses already resolve under it.
 */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\/)/i;
const URI_ATTRIBUTE = /URI="([^"]*)"/g;

export function withCapability(playlist: string, playlistDir: string, capability: string): string {
  const dir = posix.normalize(playlistDir || '.');
  const up = dir === '.' ? '' : '../'.repeat(dir.split('/').length);
  const moved = (uri: string) => {
    if (uri === '' || ABSOLUTE.test(uri)) return uri;
    const inRoad = posix.normalize(posix.join(dir, uri));
    // Outside the road folder: the capability would not open it anyway.
    if (inRoad.startsWith('../')) return uri;
    return `${up}${CAPABILITY_MARK}${capability}/${inRoad}`;
  };
  return playlist
    .split('\n')
    .map((line) => {
      const text = line.trim();
      if (text === '') return line;
      if (!text.startsWith('#')) return moved(text);
      return line.replace(URI_ATTRIBUTE, (_whole, uri: string) => `URI="${moved(uri)}"`);
    })
    .join('\n');
}

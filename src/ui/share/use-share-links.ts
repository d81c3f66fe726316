import { useState } from 'react';
import { useRemote } from '../lists/use-remote';
import { fetchShareLinks } from './share-api';

/** The class's links for the dialog; `reload` after a link is made or revoked. */
export function useShareLinks(teclId: string) {
  const [version, setVersion] = useState(0);
  const links = useRemote(`${teclId}#${version}`, () => fetchShareLinks(teclId));
  return { links, reload: () => setVersion((value) => value + 1) };
}

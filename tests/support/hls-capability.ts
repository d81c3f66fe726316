/**
 * The addresses a player follows (docs/playback.md "Segment serving"): the master playlist is
 * fetched with the session, and its variant playlists and their segments are addressed under
 * the capability it hands out. `variantUrl` is the first variant's absolute address.
 */
export async function followMaster(masterUrl: string, token: string, headers: Record<string, string> = {}) {
  const answer = await fetch(masterUrl, { headers: { ...headers, 'jwt-token': token } });
  if (answer.status !== 200) throw new Error(`master playlist: HTTP ${answer.status}`);
  const text = await answer.text();
  const first = text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'));
  if (first === undefined) throw new Error('master playlist without a variant');
  const variantUrl = new URL(first.trim(), masterUrl).href;
  return { text, answer, variantUrl, segmentUrl: (name: string) => new URL(name, variantUrl).href };
}

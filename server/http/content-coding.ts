/**
 * Choosing an answer's content coding from Accept-Encoding (RFC 9110 §12.5.3): brotli, then
 * gzip, else none. Pure, so the rules are tested alone (tests/unit/content-coding.test.ts).
 */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Each coding's q-value as the header gives it; `*` stands for codings not named. */
function qValues(header: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    values.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return values;
}

/** The coding to send: the accepted one with the highest q, brotli on a tie; identity when neither is accepted. */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const values = qValues(acceptEncoding);
  const q = (coding: string) => values.get(coding) ?? values.get('*') ?? 0;
  const [br, gzip] = [q('br'), q('gzip')];
  if (br === 0 && gzip === 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/** `current` with `accept-encoding` added once (a Vary of `*` already covers it). */
export function varyWithAcceptEncoding(current: string | undefined): string {
  if (!current) return 'accept-encoding';
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('accept-encoding') || names.includes('*') ? current : `${current}, accept-encoding`;
}

/** An answer the response rules act on: an object with a numeric status (SPEC §8). */
export type LooseEnvelope = { status: number; code?: unknown; message?: unknown; result?: unknown };

export function isEnvelope(body: unknown): body is LooseEnvelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { status?: unknown }).status === 'number';
}

/** The envelope's message when it is a non-empty string. */
export function envelopeMessage(envelope: LooseEnvelope): string | null {
  return typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : null;
}

export function envelopeCode(envelope: LooseEnvelope): number | undefined {
  return typeof envelope.code === 'number' ? envelope.code : undefined;
}

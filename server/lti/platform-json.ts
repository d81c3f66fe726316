import type { z } from 'zod';

/**
 * A JSON call to a learning platform (its configuration, registration endpoint, services): an
 * answer within PLATFORM_CALL_TIMEOUT_MS, at most PLATFORM_ANSWER_MAX characters, that is JSON and
 * fits `schema`. Any other outcome is a PlatformCallFailed naming what went wrong, for the log
 * and the administrator; the platform's own words are cut short, never shown to users.
 */
export const PLATFORM_CALL_TIMEOUT_MS = 10_000;
export const PLATFORM_ANSWER_MAX = 1_000_000;

export class PlatformCallFailed extends Error {
  constructor(
    detail: string,
    /** The platform's HTTP status when it answered; null when it did not. */
    readonly status: number | null = null,
  ) {
    super(detail);
    this.name = 'PlatformCallFailed';
  }
}

/** The platform's answer to `url`, read as text: a 2xx within the time and size allowed. */
export async function platformAnswer(url: string, init: RequestInit): Promise<{ response: Response; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PLATFORM_CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new PlatformCallFailed(`no answer from ${url} (${error instanceof Error ? error.message : String(error)})`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new PlatformCallFailed(`${url} answered HTTP ${response.status}: ${text.slice(0, 200)}`, response.status);
  if (text.length > PLATFORM_ANSWER_MAX)
    throw new PlatformCallFailed(`${url} answered more than ${PLATFORM_ANSWER_MAX} characters`, response.status);
  return { response, text };
}

/** An answer's text as JSON of `schema`'s shape. */
export function jsonOf<T>(url: string, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PlatformCallFailed(`${url} did not answer JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PlatformCallFailed(`${url} answered without ${issue?.path.join('.') || 'the expected shape'}: ${issue?.message ?? ''}`);
  }
  return parsed.data;
}

export async function platformJson<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  return jsonOf(url, (await platformAnswer(url, init)).text, schema);
}

/**
 * Polls `check` until it answers a value (not null or undefined) or `ms` pass, for what runs on
 * real time beside a test: classroom encoders, the ingest, ffmpeg, the job queue.
 */
export async function until<T>(check: () => Promise<T | null | undefined> | T | null | undefined, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

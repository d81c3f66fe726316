import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * POSTs a multipart form and reads the whole answer, as text. Not fetch: Node's fetch gives up
 * on a server that sends no headers for five minutes (undici's headersTimeout), and a
 * transcription server answers only once it has heard the whole upload, which on a CPU can take
 * longer. The caller's signal bounds the wait instead.
 */
export async function postForm(
  url: URL,
  form: FormData,
  headers: Record<string, string>,
  { signal, maxAnswerBytes }: { signal: AbortSignal; maxAnswerBytes: number },
): Promise<{ status: number; body: string }> {
  // FormData's own encoder writes the body; buffered, so the upload has a Content-Length.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
        signal,
      },
      (response) => {
        const parts: Buffer[] = [];
        let size = 0;
        response.on('data', (part: Buffer) => {
          size += part.length;
          if (size > maxAnswerBytes) request.destroy(new Error(`the answer is larger than ${maxAnswerBytes} bytes`));
          else parts.push(part);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('the answer was cut off'));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

import { CreateBucketCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/** Where the media lives on an S3-compatible object store (docs/media-store.md "Object storage"). */
export type S3Settings = {
  /** The store's address (Ceph's RADOS Gateway, MinIO, …); unset: AWS itself for `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`), which every S3-compatible server understands. */
  forcePathStyle: boolean;
  /** Put before every key, so several installations (or test runs) can share one bucket. */
  keyPrefix: string;
};

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums on every request are refused by Ceph's gateway (411) and by
    // other S3-compatible servers; checksums stay on where the API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A gateway that stops answering (killed, restarting) fails the request, which is retried.
    maxAttempts: 4,
  });
}

/** A 404 from the store: no such object (GetObject's NoSuchKey, HeadObject's bare NotFound). */
export const notFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** A one-line reason for the boot log, without credentials. */
function reason(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks at boot that the bucket answers with these credentials, making it when it does not
 * exist yet (a new installation), so a wrong setting stops the server with one clear line
 * instead of failing the first upload.
 */
export async function ensureBucket(client: S3Client, settings: S3Settings): Promise<'found' | 'created'> {
  const where = `bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return 'found';
  } catch (error) {
    if (!notFound(error)) throw new Error(`media store: cannot reach the ${where}: ${reason(error)}`, { cause: error });
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
    return 'created';
  } catch (error) {
    throw new Error(`media store: the ${where} does not exist and cannot be made: ${reason(error)}`, { cause: error });
  }
}

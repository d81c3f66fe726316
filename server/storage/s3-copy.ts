import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  UploadPartCopyCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** The largest object one CopyObject may copy (S3's limit); larger ones are copied in parts. */
const SINGLE_COPY_BYTES = 5 * 1_073_741_824;
/** Parts of a multipart copy: a 20 GiB upload (UPLOAD_MAX_FILE_BYTES) is 40 of them. */
const COPY_PART_BYTES = 512 * 1_048_576;

/** `bucket/key` as CopySource wants it: each segment URL-encoded (file names may hold spaces and Chinese). */
const copySource = (bucket: string, object: string) => `${bucket}/${object.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Copies `from` to `to` inside the bucket on the server, no bytes through this process: one
 * CopyObject, or for an object past S3's 5 GiB limit a multipart upload of part copies, aborted
 * on failure so nothing half-made stays behind.
 */
export async function copyObject(client: S3Client, Bucket: string, from: string, to: string): Promise<void> {
  const CopySource = copySource(Bucket, from);
  const head = await client.send(new HeadObjectCommand({ Bucket, Key: from }));
  const size = head.ContentLength ?? 0;
  if (size <= SINGLE_COPY_BYTES) {
    await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource, MetadataDirective: 'COPY' }));
    return;
  }
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: to, ContentType: head.ContentType }));
  try {
    const Parts: { ETag: string; PartNumber: number }[] = [];
    for (let start = 0, PartNumber = 1; start < size; start += COPY_PART_BYTES, PartNumber += 1) {
      const end = Math.min(start + COPY_PART_BYTES, size) - 1;
      const part = await client.send(
        new UploadPartCopyCommand({ Bucket, Key: to, UploadId, PartNumber, CopySource, CopySourceRange: `bytes=${start}-${end}` }),
      );
      Parts.push({ ETag: part.CopyPartResult?.ETag ?? '', PartNumber });
    }
    await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: to, UploadId, MultipartUpload: { Parts } }));
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key: to, UploadId })).catch(() => undefined);
    throw error;
  }
}

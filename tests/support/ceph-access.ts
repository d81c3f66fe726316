import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createS3Client, ensureBucket, type S3Settings } from '../../server/storage/s3-client';

/** How the files of the object-storage project reach the shared Ceph gateway (tests/s3/global-setup.ts). */
export type CephAccess = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };

declare module 'vitest' {
  export interface ProvidedContext {
    ceph: CephAccess;
  }
}

/** The bucket every test file shares, each file and store under a key prefix of its own. */
export const TEST_BUCKET = 'lectern-tests';

/** Bucket settings on the shared gateway with a fresh key prefix: an empty store of its own. */
export async function freshS3Settings(label: string): Promise<S3Settings> {
  const ceph = inject('ceph');
  const settings: S3Settings = {
    endpoint: ceph.endpoint,
    bucket: TEST_BUCKET,
    region: ceph.region,
    accessKeyId: ceph.accessKeyId,
    secretAccessKey: ceph.secretAccessKey,
    forcePathStyle: true,
    keyPrefix: `${label}-${randomBytes(6).toString('hex')}/`,
  };
  await ensureBucket(createS3Client(settings), settings);
  return settings;
}

/** The environment of a Lectern process whose media is on the shared gateway (MEDIA_STORE=s3). */
export const s3Env = (settings: S3Settings): Record<string, string> => ({
  MEDIA_STORE: 's3',
  S3_ENDPOINT: settings.endpoint ?? '',
  S3_BUCKET: settings.bucket,
  S3_REGION: settings.region,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  S3_PREFIX: settings.keyPrefix.replace(/\/$/, ''),
});

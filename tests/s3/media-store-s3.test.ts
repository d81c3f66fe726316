import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3Client } from '../../server/storage/s3-client';
import { createS3MediaStore } from '../../server/storage/s3-store';
import { freshS3Settings } from '../support/ceph-access';
import { mediaStoreContract } from '../support/media-store-contract';

/** The media store's contract on the S3 driver, against a real Ceph RADOS Gateway. */
mediaStoreContract('S3', async () => {
  const settings = await freshS3Settings('contract');
  return createS3MediaStore(createS3Client(settings), settings, mkdtempSync(join(tmpdir(), 'lectern-s3-scratch-')));
});

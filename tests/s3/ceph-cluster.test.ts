import {
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cephInstalled, startCephCluster, type CephCluster } from '../support/ceph-cluster';

/**
 * The Ceph fixture (tests/support/ceph-cluster.ts) as the S3 tests will use it: one OSD behind two
 * gateways, written through one and read through the other, multipart and range reads as uploads
 * and playback make them, a gateway lost and brought back, and nothing left running afterwards.
 */
let cluster: CephCluster;
let clients: S3Client[];
const bucket = 'lectern-fixture-check';
/** Every pid whose command line named this cluster's configuration, seen at any point of the run. */
const seen = new Set<number>();

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** Processes whose command line names `conf`: the daemons, found without asking the fixture. */
const pidsUsing = (conf: string) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(conf);
      } catch {
        return false; // gone between the listing and the read
      }
    })
    .map(Number);
const noteDaemons = () => pidsUsing(`${cluster.dir}/ceph.conf`).forEach((pid) => seen.add(pid));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const client = (endpoint: string) =>
  new S3Client({
    endpoint,
    region: cluster.region,
    credentials: { accessKeyId: cluster.accessKeyId, secretAccessKey: cluster.secretAccessKey },
    forcePathStyle: true,
    // The SDK's default checksums get 411 from this gateway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A retry would hide which gateway answered.
    maxAttempts: 1,
  });

const read = async (s3: S3Client, key: string, range?: string) => {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
  return { status: answer.$metadata.httpStatusCode, range: answer.ContentRange, bytes: await answer.Body!.transformToByteArray() };
};

beforeAll(async () => {
  if (!cephInstalled()) throw new Error("Debian's ceph-mon, ceph-osd, radosgw and ceph-common are needed (scripts/debian-packages.mjs)");
  cluster = await startCephCluster({ osds: 1, gateways: 2 });
  clients = cluster.endpoints.map(client);
  noteDaemons();
});

afterAll(async () => {
  if (!cluster) return;
  noteDaemons();
  await cluster.stop();
  // mon.a, osd.0, both gateways, and gateway 0 once more after its restart.
  expect(seen.size).toBe(5);
  expect([...seen].filter(alive)).toEqual([]);
  expect(existsSync(cluster.dir)).toBe(false);
});

describe('a Ceph cluster of one OSD and two gateways', () => {
  it('serves through both gateways what either was given', async () => {
    const [first, second] = clients as [S3Client, S3Client];
    await first.send(new CreateBucketCommand({ Bucket: bucket }));
    const body = randomBytes(64 * 1024);
    await first.send(new PutObjectCommand({ Bucket: bucket, Key: 'notes/one.bin', Body: body, ContentType: 'application/octet-stream' }));
    const { status, bytes } = await read(second, 'notes/one.bin');
    expect(status).toBe(200);
    expect(md5(bytes)).toBe(md5(body));
  });

  it('completes a multipart upload of 5 MiB, 5 MiB and 1 MiB parts, byte for byte', async () => {
    const [first, second] = clients as [S3Client, S3Client];
    const parts = [5, 5, 1].map((mib) => randomBytes(mib * 1024 * 1024));
    const Key = 'recordings/lesson.mp4';
    const { UploadId } = await first.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key, ContentType: 'video/mp4' }));
    const uploaded = [];
    for (const [index, Body] of parts.entries()) {
      const PartNumber = index + 1;
      const { ETag } = await first.send(new UploadPartCommand({ Bucket: bucket, Key, UploadId, PartNumber, Body }));
      uploaded.push({ PartNumber, ETag });
    }
    await first.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId, MultipartUpload: { Parts: uploaded } }));
    // S3's multipart ETag: the md5 of the parts' md5s, and their count. Read back with HEAD, for
    // Ceph 16's CompleteMultipartUpload answers an empty <ETag/> (fixed in later releases).
    const partsDigest = createHash('md5')
      .update(Buffer.concat(parts.map((part) => createHash('md5').update(part).digest())))
      .digest('hex');
    expect((await second.send(new HeadObjectCommand({ Bucket: bucket, Key }))).ETag).toBe(`"${partsDigest}-3"`);
    const { bytes } = await read(second, Key);
    expect(bytes.length).toBe(11 * 1024 * 1024);
    expect(md5(bytes)).toBe(md5(Buffer.concat(parts)));
  });

  it('answers a range GET with 206 and exactly those bytes', async () => {
    const body = randomBytes(300_000);
    await clients[0]!.send(new PutObjectCommand({ Bucket: bucket, Key: 'segments/seg-1.ts', Body: body }));
    const { status, range, bytes } = await read(clients[1]!, 'segments/seg-1.ts', 'bytes=1000-65535');
    expect(status).toBe(206);
    expect(range).toBe(`bytes 1000-65535/${body.length}`);
    expect(Buffer.from(bytes).equals(body.subarray(1000, 65536))).toBe(true);
  });

  it('keeps serving through the other gateway while one is down, and takes the lost one back', async () => {
    const [first, second] = clients as [S3Client, S3Client];
    const head = (s3: S3Client) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'notes/one.bin' }));
    noteDaemons();
    await cluster.killGateway(0);
    await expect(head(first)).rejects.toThrow();
    expect((await head(second)).ContentLength).toBe(64 * 1024);
    await cluster.startGateway(0);
    noteDaemons();
    expect((await head(first)).ContentLength).toBe(64 * 1024);
  });
});

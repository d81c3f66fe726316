import type { TestProject } from 'vitest/node';
import { startCephCluster } from '../support/ceph-cluster';
import type { CephAccess } from '../support/ceph-access';

/**
 * One Ceph cluster (a monitor, an OSD, a RADOS Gateway) for every file of the object-storage
 * project: booting one takes about 20 s, so files share it, each on keys of its own.
 */
export default async function setup(project: TestProject) {
  const cluster = await startCephCluster({ osds: 1, gateways: 1 });
  const access: CephAccess = {
    endpoint: cluster.endpoints[0]!,
    region: cluster.region,
    accessKeyId: cluster.accessKeyId,
    secretAccessKey: cluster.secretAccessKey,
  };
  project.provide('ceph', access);
  return () => cluster.stop();
}

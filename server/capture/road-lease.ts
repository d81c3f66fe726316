/**
 * A road is captured by one server at a time (docs/scaling.md "Live"): the one holding its lease
 * in `job_leases` (server/leases/lease.ts), renewed every third of CAPTURE_LEASE_S. A server
 * that dies stops renewing; once the lease has run out the encoder's next connection, through the
 * load balancer, is taken by whichever server it reaches, which starts the road's next part.
 * Until then a second server refuses the road, and does not pull it (pull-relays.ts).
 */
export const CAPTURE_LEASE_S = 6;

export const roadLeaseKey = (courId: string, roadType: number) => `capture:${courId}:road-${roadType}`;

import type { DetailResource } from '../../schemas/detail';

/** A resource's download address (SPEC §7 "Downloads": GET /v1/resource/downLoad with id, vodId, fileName). */
export function resourceDownloadUrl(baseUrl: string, resource: Pick<DetailResource, 'id' | 'vodId' | 'fileName'>): string {
  const query = new URLSearchParams({ id: resource.id });
  if (resource.vodId !== null) query.set('vodId', resource.vodId);
  query.set('fileName', resource.fileName);
  return `${baseUrl.replace(/\/+$/, '')}/v1/resource/downLoad?${query}`;
}

import type { DetailResource } from '../../schemas/detail';

/** The query of GET /v1/resource/downLoad (SPEC §7): id, vodId when the file belongs to a recording, fileName. */
export function resourceQuery(resource: Pick<DetailResource, 'id' | 'vodId' | 'fileName'>): Record<string, string> {
  const query: Record<string, string> = { id: resource.id };
  if (resource.vodId !== null) query.vodId = resource.vodId;
  query.fileName = resource.fileName;
  return query;
}

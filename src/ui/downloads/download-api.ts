import type { DetailResource } from '../../schemas/detail';
import { apiRequest } from '../../services/http/api';
import { resourceQuery } from './resource-query';
import { saveFile } from '../shared/save-file';

/**
 * Course resource downloads (SPEC §7 "Downloads"). They go through the API client, so the
 * session header is sent, an expired token is refreshed, and a refusal is shown as a toast;
 * the file is then handed to the browser to save.
 */
export async function downloadResource(resource: Pick<DetailResource, 'id' | 'vodId' | 'fileName'>): Promise<void> {
  const file = await apiRequest('/v1/resource/downLoad', { searchParams: resourceQuery(resource), asBlob: true });
  saveDownload(file, resource.fileName);
}

/** Several files as one zip, with no timeout (SPEC §7): a large pack takes as long as it takes. */
export async function downloadPack(ids: readonly string[], courName: string): Promise<void> {
  const file = await apiRequest('/v1/resource/pack/downLoad', {
    searchParams: { ids: ids.join(','), courName },
    asBlob: true,
    timeout: false,
  });
  saveDownload(file, `${courName}.zip`);
}

function saveDownload(file: unknown, name: string): void {
  if (!(file instanceof Blob)) throw new Error('the server answered without a file');
  saveFile(file, name);
}

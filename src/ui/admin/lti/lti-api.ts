import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ltiPlatformRemovedSchema, ltiPlatformSchema, type LtiPlatform, type LtiPlatformBody } from '../../../schemas/lti';
import { apiRequest } from '../../../services/http/api';

/**
 * The LTI platforms page's calls (docs/api.md "LTI platforms"). Every cached answer starts with
 * LTI_PLATFORMS, so a save refreshes the list. All are quiet (`noMessage`): a refusal shows beside
 * the field that caused it, and a teacher's 403 is the page's own notice, not a toast.
 */
export const LTI_PLATFORMS = 'lti-platforms';
const PATH = '/v1/admin/lti/platforms';
const quiet = { noMessage: true } as const;
const platformPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const ltiPlatformsQuery = () =>
  queryOptions({
    queryKey: [LTI_PLATFORMS, 'list'],
    queryFn: async (): Promise<LtiPlatform[]> => z.array(ltiPlatformSchema).parse(await apiRequest(PATH, quiet)),
    retry: false,
  });

export async function createLtiPlatform(body: LtiPlatformBody): Promise<LtiPlatform> {
  return ltiPlatformSchema.parse(await apiRequest(PATH, { method: 'POST', json: body, ...quiet }));
}

export async function updateLtiPlatform(id: string, body: LtiPlatformBody): Promise<LtiPlatform> {
  return ltiPlatformSchema.parse(await apiRequest(platformPath(id), { method: 'PUT', json: body, ...quiet }));
}

export async function deleteLtiPlatform(id: string): Promise<void> {
  ltiPlatformRemovedSchema.parse(await apiRequest(platformPath(id), { method: 'DELETE', ...quiet }));
}

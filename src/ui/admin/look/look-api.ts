import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SCREENSHOT_TIMEOUT_MS } from '../../../constants';
import {
  brandingPictureSchema,
  campusRemovedSchema,
  platformInfoBodySchema,
  schoolStyleSchema,
  type CampusBody,
  type PlatformInfoBody,
  type SchoolLookCode,
  type SchoolStyle,
} from '../../../schemas/admin-style';
import { campusSchema, type Campus } from '../../../schemas/shell';
import { apiRequest } from '../../../services/http/api';

/**
 * The school look page's calls (docs/admin.md "School look"). Every cached answer starts with
 * SCHOOL_LOOK, so a save refreshes what the page shows. Failures are shown by the field that
 * caused them, not toasted (noMessage).
 */
export const SCHOOL_LOOK = 'school-look';
const quiet = { noMessage: true } as const;

export const schoolStylesQuery = () =>
  queryOptions({
    queryKey: [SCHOOL_LOOK, 'styles'],
    queryFn: async (): Promise<SchoolStyle[]> => z.array(schoolStyleSchema).parse(await apiRequest('/v1/admin/styles', quiet)),
    retry: false,
  });

export const platformSettingsQuery = () =>
  queryOptions({
    queryKey: [SCHOOL_LOOK, 'platform-info'],
    queryFn: async (): Promise<PlatformInfoBody> => platformInfoBodySchema.parse(await apiRequest('/v1/admin/platform-info', quiet)),
    retry: false,
  });

export const adminCampusesQuery = () =>
  queryOptions({
    queryKey: [SCHOOL_LOOK, 'campuses'],
    queryFn: async (): Promise<Campus[]> => z.array(campusSchema).parse(await apiRequest('/v1/admin/campuses', quiet)),
    retry: false,
  });

/** PUT /v1/admin/styles/:code: the value as stored (normalised by the server). */
export async function writeStyle(code: SchoolLookCode, sypaValue: string): Promise<SchoolStyle> {
  const path = `/v1/admin/styles/${encodeURIComponent(code)}`;
  return schoolStyleSchema.parse(await apiRequest(path, { method: 'PUT', json: { sypaValue }, ...quiet }));
}

export async function writePlatformSettings(body: PlatformInfoBody): Promise<PlatformInfoBody> {
  return platformInfoBodySchema.parse(await apiRequest('/v1/admin/platform-info', { method: 'PUT', json: body, ...quiet }));
}

export async function createCampus(body: CampusBody): Promise<Campus> {
  return campusSchema.parse(await apiRequest('/v1/admin/campuses', { method: 'POST', json: body, ...quiet }));
}

export async function updateCampus(id: string, body: CampusBody): Promise<Campus> {
  return campusSchema.parse(await apiRequest(`/v1/admin/campuses/${encodeURIComponent(id)}`, { method: 'PUT', json: body, ...quiet }));
}

export async function deleteCampus(id: string): Promise<void> {
  campusRemovedSchema.parse(await apiRequest(`/v1/admin/campuses/${encodeURIComponent(id)}`, { method: 'DELETE', ...quiet }));
}

/** POST /v1/admin/branding-pictures: one picture (PNG, JPEG, GIF, WebP, ≤ 2 MB); answers its public address. */
export async function uploadBrandingPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiRequest('/v1/admin/branding-pictures', {
    method: 'POST',
    multipart: form,
    timeout: SCREENSHOT_TIMEOUT_MS,
    ...quiet,
  });
  return brandingPictureSchema.parse(answer).url;
}

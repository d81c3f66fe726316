import { queryOptions } from '@tanstack/react-query';
import { landingSummarySchema } from '../../schemas/landing';
import { appInfoSchema } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/public/landing: the public front page's figures; quiet, the page does without them. */
async function fetchLandingSummary() {
  return landingSummarySchema.parse(await apiRequest('/v1/public/landing', { noMessage: true }));
}

export const landingSummaryQuery = () => queryOptions({ queryKey: ['landing-summary'], queryFn: fetchLandingSummary });

/** GET /v1/app/info: the server's version; quiet, the page shows the build's without it. */
async function fetchAppInfo() {
  return appInfoSchema.parse(await apiRequest('/v1/app/info', { noMessage: true }));
}

export const appInfoQuery = () => queryOptions({ queryKey: ['app-info'], queryFn: fetchAppInfo });

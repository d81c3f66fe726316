import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { bannerSchema } from '../../schemas/catalogue';
import { apiRequest } from '../../services/http/api';

export type Banner = z.infer<typeof bannerSchema>;

/** GET /v1/circular_banner: the school's home banners, in their sort order. */
async function fetchBanners(): Promise<Banner[]> {
  return z.array(bannerSchema).parse(await apiRequest('/v1/circular_banner'));
}

export const bannersQuery = () => queryOptions({ queryKey: ['banners'], queryFn: fetchBanners });

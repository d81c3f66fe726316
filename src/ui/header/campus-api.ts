import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { campusSchema, type Campus } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/campus/get/hasDomainName (SPEC §7): the campuses of the user's school that have an address to open. */
async function fetchCampuses(): Promise<Campus[]> {
  return z.array(campusSchema).parse(await apiRequest('/v1/campus/get/hasDomainName'));
}

export const campusesQuery = () => queryOptions({ queryKey: ['campuses'], queryFn: fetchCampuses });

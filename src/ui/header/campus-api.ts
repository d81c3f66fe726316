import { z } from 'zod';
import { campusSchema, type Campus } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/campus/list: the campuses of the user's school. */
export async function fetchCampuses(): Promise<Campus[]> {
  return z.array(campusSchema).parse(await apiRequest('/v1/campus/list'));
}

import { z } from 'zod';
import { schoolChoiceSchema, type SchoolChoice } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/school/list: the schools (tenants) the login page offers. */
export async function fetchSchools(): Promise<SchoolChoice[]> {
  return z.array(schoolChoiceSchema).parse(await apiRequest('/v1/school/list'));
}

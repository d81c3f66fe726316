import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { schoolChoiceSchema, schoolInfoSchema, type SchoolChoice } from '../../schemas/shell';
import { apiRequest } from '../../services/http/api';

/** GET /v1/school/list: the schools (tenants) the login page offers. */
async function fetchSchools(): Promise<SchoolChoice[]> {
  return z.array(schoolChoiceSchema).parse(await apiRequest('/v1/school/list'));
}

export const schoolsQuery = () => queryOptions({ queryKey: ['schools'], queryFn: fetchSchools });

/** GET /v1/school/info: the school's name and logos; quiet, the pages do without it. */
async function fetchSchoolInfo() {
  return schoolInfoSchema.parse(await apiRequest('/v1/school/info', { noMessage: true }));
}

export const schoolInfoQuery = () => queryOptions({ queryKey: ['school-info'], queryFn: fetchSchoolInfo });

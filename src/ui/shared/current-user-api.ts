import { queryOptions } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '../../schemas/auth';
import { apiRequest } from '../../services/http/api';

/** GET /v1/currentuser: the user with their school's name and e-mail; quiet, the menu does without it. */
async function fetchCurrentUser(): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiRequest('/v1/currentuser', { noMessage: true }));
}

/** The signed-in user, one cache entry for every page that shows them (emptied when the session changes). */
export const currentUserQuery = () => queryOptions({ queryKey: ['current-user'], queryFn: fetchCurrentUser });

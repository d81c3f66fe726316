import { z } from 'zod';
import { changePasswordBodySchema, PASSWORD_HASH_HEADER, PASSWORD_HASH_SHA256, userSchema } from '../../schemas/auth';
import { sha256Hex } from '../hash';
import { apiRequest } from '../http/api';
import type { SessionRuntime } from '../session/session-runtime';
import { writeUserInfo } from '../storage';

export const CHANGE_PASSWORD_API = '/v1/user/password';

const answerSchema = z.object({ jwt_token: z.string(), user: userSchema });

/**
 * The forced (or voluntary) password change: both passwords leave the browser only as SHA-256,
 * like the login. The server answers a fresh session token without the change flag, handed to
 * the session machine, which keeps the tokens.
 */
export async function changePassword(
  session: Pick<SessionRuntime, 'tokenReplaced'>,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const body = changePasswordBodySchema.parse({ oldPassword: sha256Hex(oldPassword), newPassword: sha256Hex(newPassword) });
  const answer = answerSchema.parse(
    await apiRequest(CHANGE_PASSWORD_API, {
      method: 'POST',
      json: body,
      headers: { [PASSWORD_HASH_HEADER]: PASSWORD_HASH_SHA256 },
      noMessage: true,
    }),
  );
  session.tokenReplaced(answer.jwt_token);
  writeUserInfo(answer.user);
}

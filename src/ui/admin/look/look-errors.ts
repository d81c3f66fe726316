import { ApiError } from '../../../services/http/api-error';
import type { MessageKey } from '../../i18n/messages-en';
import { refusalProblemOf, type Problem } from '../server-problem';

/**
 * The server's refusals (docs/admin.md "School look"), worded in the page's language: a refusal
 * reason's own sentence (src/schemas/refusals.ts), else the page's sentence for the status. The
 * server's words are read for the colour warnings SPEC §5 names, never shown: they name request
 * fields (docs/api.md "Field problems").
 */
const BAD_REQUEST = 400;
const FORBIDDEN = 403;
const NOT_FOUND = 404;
const TOO_LARGE = 413;
const UNSUPPORTED = 415;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
const saidOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? '') : '');
const problem = (key: MessageKey): Problem => ({ key, params: {} });

/** Why a picture was not taken (the server checks its bytes, its size and the caller's role). */
export function uploadProblemOf(error: unknown): Problem {
  const status = statusOf(error);
  if (status === TOO_LARGE) return problem('look.upload.tooLarge');
  if (status === UNSUPPORTED || status === BAD_REQUEST) return problem('look.upload.notPicture');
  if (status === FORBIDDEN) return problem('look.forbidden');
  return problem('look.upload.failed');
}

/** Why a style entry or the platform info was not saved. */
export function valueProblemOf(error: unknown): Problem {
  const status = statusOf(error);
  const said = saidOf(error);
  if (status === BAD_REQUEST && said.includes('wrong hex')) return problem('color.wrongHex');
  if (status === BAD_REQUEST && said.includes('invalid rgb value')) return problem('color.invalidRgb');
  if (status === BAD_REQUEST && said.includes("another school's")) return problem('look.refused.picture');
  if (status === BAD_REQUEST) return problem('look.refused.value');
  if (status === FORBIDDEN) return problem('look.forbidden');
  return problem('look.saveFailed');
}

/** Why a campus was not added, changed or deleted. */
export function campusProblemOf(error: unknown): Problem {
  const refusal = refusalProblemOf(error);
  if (refusal !== null) return refusal;
  const status = statusOf(error);
  if (status === BAD_REQUEST) return problem('look.refused.value');
  if (status === NOT_FOUND) return problem('look.campus.gone');
  if (status === FORBIDDEN) return problem('look.forbidden');
  return problem('look.saveFailed');
}

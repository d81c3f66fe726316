import { ltiPlatformBodySchema, type LtiPlatform, type LtiPlatformBody } from '../../../schemas/lti';
import type { FieldProblem } from '../../../schemas/field-problems';
import { bodyProblemsOf } from '../../shared/form-problems';

/**
 * The platform form as typed (every field text; the deployment ids one per line) and the body it
 * sends. The form checks the body with the server's own schema (src/schemas/lti.ts) before
 * sending, so a field says the same thing whichever side found its problem.
 */
export type LtiPlatformForm = {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string;
  keySetUrl: string;
  authUrl: string;
  tokenUrl: string;
  tokenAudience: string;
};

export const ltiFormOf = (platform: LtiPlatform | null): LtiPlatformForm => ({
  name: platform?.name ?? '',
  issuer: platform?.issuer ?? '',
  clientId: platform?.clientId ?? '',
  deploymentIds: platform?.deploymentIds.join('\n') ?? '',
  keySetUrl: platform?.keySetUrl ?? '',
  authUrl: platform?.authUrl ?? '',
  tokenUrl: platform?.tokenUrl ?? '',
  tokenAudience: platform?.tokenAudience ?? '',
});

/** The body sent: values trimmed, one deployment id per non-empty line. */
export const ltiBodyOf = (form: LtiPlatformForm): LtiPlatformBody => ({
  name: form.name.trim(),
  issuer: form.issuer.trim(),
  clientId: form.clientId.trim(),
  deploymentIds: form.deploymentIds
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== ''),
  keySetUrl: form.keySetUrl.trim(),
  authUrl: form.authUrl.trim(),
  tokenUrl: form.tokenUrl.trim(),
  tokenAudience: form.tokenAudience.trim(),
});

/** What is wrong with the form as it is now, as the server would say it; none when it may be sent. */
export const ltiFormProblems = (form: LtiPlatformForm): FieldProblem[] => bodyProblemsOf(ltiPlatformBodySchema, ltiBodyOf(form));

import {
  ltiDeepLinkAnswerBodySchema,
  ltiDeepLinkAnswerSchema,
  ltiPickerChoicesSchema,
  type LtiDeepLinkAnswer,
  type LtiDeepLinkAnswerBody,
  type LtiPickerChoices,
} from '../../schemas/lti-deep-link';
import { LTI_DEEP_LINK_ANSWER_PATH, LTI_DEEP_LINK_CHOICES_PATH } from '../../schemas/lti-paths';
import { apiRequest } from '../http/api';

/**
 * The deep-linking picker's calls (docs/lti.md "Deep linking"): what the teacher may add, searched
 * on the server, and their answer, which the server signs and names the one address to post it to.
 * Failures are shown on the page, not toasted: the page is all the teacher sees in the LMS's frame.
 */
const pathOf = (pattern: string, launchId: string) => pattern.replace(':launchId', encodeURIComponent(launchId));

export async function loadPickerChoices(launchId: string, query: string): Promise<LtiPickerChoices> {
  const searchParams = query.trim() === '' ? undefined : { q: query.trim() };
  return ltiPickerChoicesSchema.parse(
    await apiRequest(pathOf(LTI_DEEP_LINK_CHOICES_PATH, launchId), { ...(searchParams && { searchParams }), noMessage: true }),
  );
}

export async function sendPickerAnswer(launchId: string, answer: LtiDeepLinkAnswerBody): Promise<LtiDeepLinkAnswer> {
  const json = ltiDeepLinkAnswerBodySchema.parse(answer);
  return ltiDeepLinkAnswerSchema.parse(
    await apiRequest(pathOf(LTI_DEEP_LINK_ANSWER_PATH, launchId), { method: 'POST', json, noMessage: true }),
  );
}

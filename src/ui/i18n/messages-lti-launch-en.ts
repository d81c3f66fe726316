/**
 * Texts of an LTI launch (docs/lti.md "The launch"): the server's page when a launch from a
 * learning platform is refused (server/http/lti/launch-page.ts, chosen by Accept-Language), and
 * the SPA's page that finishes the sign-in (/lti/launch). One sentence per refusal reason
 * (server/lti/launch-refusal.ts).
 */
export const ltiLaunchMessagesEn = {
  'route.ltiLaunch': 'Opening from your course',
  'ltiLaunch.title': 'Lectern could not open this link',
  'ltiLaunch.hint':
    'Go back to your course and open the link again. If this keeps happening, tell your teacher or the learning platform’s administrator, and quote {reference}.',
  'ltiLaunch.refused.request': 'The learning platform’s request was incomplete or malformed.',
  'ltiLaunch.refused.tenant':
    'This link points at a school Lectern does not have: the learning platform’s settings for Lectern need correcting.',
  'ltiLaunch.refused.platform': 'Your learning platform is not registered with this school’s Lectern.',
  'ltiLaunch.refused.deployment': 'This installation of Lectern in your learning platform is not registered with Lectern.',
  'ltiLaunch.refused.target': 'The learning platform asked to open an address that is not this school’s Lectern launch address.',
  'ltiLaunch.refused.state': 'This sign-in was already used, or was not started by Lectern.',
  'ltiLaunch.refused.stateExpired': 'This sign-in took too long to complete.',
  'ltiLaunch.refused.token': 'The learning platform’s sign-in could not be verified.',
  'ltiLaunch.refused.expired': 'The learning platform’s sign-in has expired, or the two systems’ clocks disagree.',
  'ltiLaunch.refused.nonce': 'This sign-in was already used.',
  'ltiLaunch.refused.message': 'This is not a kind of link Lectern can open.',
  'ltiLaunch.refused.role': 'Your role in this course does not give access to Lectern.',
  'ltiLaunch.refused.account': 'Your Lectern account is disabled. Ask your school’s Lectern administrator.',
  'ltiLaunch.refused.link': 'The class or video this link points at cannot be found in Lectern: it may have been removed.',
  'ltiLaunch.refused.keySet': 'Lectern cannot reach the learning platform to verify this sign-in right now. Try again in a moment.',
  'ltiLaunch.refused.ended': 'This page’s sign-in has ended.',
  'ltiLaunch.refused.noApp': 'This Lectern server does not serve its web pages.',
  'ltiLaunch.entering': 'Signing you in from your course…',
  'ltiLaunch.failed': 'The sign-in from your course did not complete: {message}',
  'ltiLaunch.missingCode': 'This page is opened by a link in a course of your learning platform: there is nothing to sign in with here.',
  'ltiLaunch.signIn': 'Sign in with a Lectern account',
} as const;

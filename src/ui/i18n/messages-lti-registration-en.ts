/**
 * Texts of LTI Dynamic Registration (docs/lti.md "Registering by one address"): the server's page
 * the platform's administrator sees when the platform opens Lectern's registration address
 * (server/http/lti/registration-page.ts, chosen by Accept-Language), one sentence per refusal
 * reason (server/lti/registration-refusal.ts), and the admin page's part that makes the address.
 */
export const ltiRegistrationMessagesEn = {
  'ltiRegistration.doneTitle': 'Lectern is registered',
  'ltiRegistration.done': 'Lectern and {platform} now know each other. You can close this window and add Lectern to a course.',
  'ltiRegistration.noDeployment':
    'The platform did not say which deployment it made: a Lectern administrator adds its deployment ID on Lectern’s LTI page before the first launch.',
  'ltiRegistration.failedTitle': 'Lectern could not register',
  'ltiRegistration.hint':
    'Ask the school’s Lectern administrator for a new registration address if this one no longer works, and quote {reference}.',
  'ltiRegistration.refused.request': 'The learning platform did not say where its configuration is.',
  'ltiRegistration.refused.invite': 'This registration address is unknown, already used or expired.',
  'ltiRegistration.refused.configuration': 'The learning platform’s configuration could not be read, or lacks what LTI 1.3 requires.',
  'ltiRegistration.refused.registration':
    'The learning platform refused Lectern’s registration, or answered something Lectern cannot read.',
  'ltiRegistration.refused.duplicate': 'This learning platform is registered with this school’s Lectern already.',
  'lti.registration.title': 'Register by one address',
  'lti.registration.intro':
    'If the platform offers LTI Dynamic Registration (Moodle 4.1 and later, Canvas, Brightspace), make an address here and paste it into the platform: the two register each other, with no field to copy. The address works once, for 24 hours.',
  'lti.registration.make': 'Make a registration address',
  'lti.registration.made': 'Registration address, valid until {time}',
  'lti.registration.failed': 'The address could not be made: {message}',
} as const;

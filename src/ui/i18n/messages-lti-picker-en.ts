/**
 * Texts of LTI deep linking (docs/lti.md "Deep linking"): the SPA's picker (/lti/deep-link) where a
 * teacher chooses classes, recordings and clips for their course site, its refusal when the
 * selection has ended, and the launch refusal a learner meets on the server's page
 * (server/http/lti/launch-page.ts reads `ltiLaunch.refused.*` from here too).
 */
export const ltiPickerMessagesEn = {
  'route.ltiDeepLink': 'Add from Lectern',
  'ltiPicker.heading': 'Add from Lectern to your course',
  'ltiPicker.asked': 'Your course asks for: {title}',
  'ltiPicker.loading': 'Loading what you can add…',
  'ltiPicker.search': 'Search classes, recordings and clips',
  'ltiPicker.searchButton': 'Search',
  'ltiPicker.classes': 'Classes',
  'ltiPicker.recordings': 'Recordings',
  'ltiPicker.clips': 'Clips',
  'ltiPicker.empty': 'Nothing here.',
  'ltiPicker.noMatch': 'Nothing matches “{query}”.',
  'ltiPicker.minutes': '{minutes} min',
  'ltiPicker.chooseOne': 'Choose one item to add.',
  'ltiPicker.chooseMany': 'Choose one or more items to add.',
  'ltiPicker.presentation': 'Show “{title}” as',
  'ltiPicker.asLink': 'A link',
  'ltiPicker.asEmbed': 'An embedded player',
  'ltiPicker.noLinks': 'Your course site does not accept links from Lectern here. Cancel to go back to your course.',
  'ltiPicker.chosen': '{count} chosen',
  'ltiPicker.add': 'Add to course',
  'ltiPicker.cancel': 'Cancel',
  'ltiPicker.sending': 'Returning to your course…',
  'ltiPicker.failed': 'This did not work: {message}',
  'ltiPicker.cancelled': 'Nothing was added from Lectern.',
  'error.ltiDeepLinkEnded': 'This selection has ended or was already sent to your course. Open it again from your course.',
  'ltiLaunch.refused.teacherOnly': 'Only the course’s teachers can add content from Lectern.',
} as const;

/** Texts of the LMS courses and their roster sync on /admin/lti (docs/lti.md "Roster sync"). */
export const ltiRosterMessagesEn = {
  'ltiRoster.title': 'LMS courses and rosters',
  'ltiRoster.intro':
    'Courses of your learning platforms bound to Lectern classes. Their students are synced from the platform when someone opens Lectern from the course and when you sync now: students who joined the course are enrolled, students who left lose the enrolment the platform made. Students enrolled by hand in Lectern always stay.',
  'ltiRoster.empty':
    'No LMS course is bound to a class yet. A course is bound when its teacher or an administrator opens a Lectern link of that class from it.',
  'ltiRoster.loadFailed': 'The LMS courses cannot be loaded right now. Reload the page to try again.',
  'ltiRoster.classTitle': 'Rosters from the LMS',
  'ltiRoster.classIntro':
    'This class is bound to these courses of your learning platform. Their students are enrolled here from the course’s roster when someone opens Lectern from the course, and when you sync now. Students enrolled by hand always stay.',
  'ltiRoster.untitled': 'Untitled course',
  'ltiRoster.platform': 'Platform',
  'ltiRoster.class': 'Lectern class',
  'ltiRoster.lastSync': 'Last sync',
  'ltiRoster.never': 'Never synced',
  'ltiRoster.status': 'Status',
  'ltiRoster.by.launch': 'started by a launch from the course',
  'ltiRoster.by.demand': 'started by {name}',
  'ltiRoster.by.someone': 'started on demand',
  'ltiRoster.state.queued': 'Waiting',
  'ltiRoster.state.running': 'Syncing…',
  'ltiRoster.state.retrying': 'Failed, trying again later',
  'ltiRoster.state.succeeded': 'Synced',
  'ltiRoster.state.failed': 'Failed',
  'ltiRoster.failure.token':
    'The learning platform did not grant Lectern access to its roster service. It may be down, or the tool’s registration there may not allow the Names and Role Provisioning Services.',
  'ltiRoster.failure.memberships': 'The learning platform’s roster service did not answer. It may be down; Lectern tries again by itself.',
  'ltiRoster.failure.answer': 'The learning platform answered with something that is not a course roster. Tell its administrator.',
  'ltiRoster.failure.unbound': 'The course is no longer bound to a class, or its platform is no longer registered.',
  'ltiRoster.added': 'Added: {count}',
  'ltiRoster.removed': 'Removed: {count}',
  'ltiRoster.more': 'and {count} more',
  'ltiRoster.none': 'none',
  'ltiRoster.noService':
    'This course’s launches do not offer the roster service (Names and Role Provisioning Services), so its roster cannot be synced. Enable the service for Lectern in the platform.',
  'ltiRoster.sync': 'Sync roster now',
  'ltiRoster.syncLabel': '{action}: {course}',
  'ltiRoster.syncing': 'Syncing…',
  'ltiRoster.syncFailed': 'The sync could not be started. Try again.',
} as const;

/** Texts of LMS grading on a class's recordings (docs/lti.md "Grades"). */
export const ltiGradesMessagesEn = {
  'ltiGrades.title': 'Grades in the LMS',
  'ltiGrades.intro':
    'Make watch completion a graded item of the LMS course: Lectern creates the grade column there and sends each student’s percentage watched within a minute of their progress.',
  'ltiGrades.column': 'LMS grade',
  'ltiGrades.course': '{platform}: {course}',
  'ltiGrades.untitled': 'Untitled course',
  'ltiGrades.gradeRecording': 'Grade watch completion',
  'ltiGrades.gradeClass': 'Grade watch completion of all recordings',
  'ltiGrades.gradeLabel': '{action}: {title} ({course})',
  'ltiGrades.classItem': 'All recordings',
  'ltiGrades.state.creating': 'Being created',
  'ltiGrades.state.active': 'Graded, no score sent yet',
  'ltiGrades.state.posted': 'Graded, scores last sent {time}',
  'ltiGrades.state.retrying': 'Sending failed, trying again: {reason}',
  'ltiGrades.state.failing': 'Failing: {reason}',
  'ltiGrades.retry': 'Try again',
  'ltiGrades.failure.token':
    'the learning platform did not grant Lectern access to its grades. Ask its administrator to enable Assignment and Grade Services for Lectern.',
  'ltiGrades.failure.lineItems': 'the learning platform did not create the grade item. It may be down.',
  'ltiGrades.failure.scores': 'the learning platform did not accept the scores.',
  'ltiGrades.failure.unbound': 'the course is no longer bound to this class, or its platform is no longer registered.',
  'ltiGrades.made': 'Watch completion is now graded in the LMS.',
  'ltiGrades.makeFailed': 'Grading could not be turned on. Try again.',
} as const;

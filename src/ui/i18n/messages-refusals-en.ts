/**
 * The server's refusals a form can cause (src/schemas/refusals.ts), one sentence each; the
 * placeholders are the refusal's values. tests/unit/refusal-messages.test.ts holds both
 * catalogues to the reasons and their values.
 */
export const refusalMessagesEn = {
  'refusal.fieldsInvalid': 'Some fields need correcting: see the messages beside them.',
  'refusal.campusNameTaken': 'Another campus is already named “{name}”.',
  'refusal.campusAddressTaken': 'Another campus already opens {address}.',
  'refusal.campusAddressInvalid':
    'This is not an address a campus can open: give a host name (campus.example.edu), an http or https address without a user name or password, or a path on this site beginning with a single /.',
  'refusal.campusHasClassrooms': 'Classrooms still on this campus: {count}. Move or remove them first.',
  'refusal.classHasRecordings': 'This class has recordings, so it cannot be deleted: its students’ notes and watch records depend on them.',
  'refusal.classKeepsTerm': 'This class has lessons, so it keeps its term. Cancel its lessons first, or make a class in the other term.',
  'refusal.classTeacherRequired': 'Choose the class’s teacher.',
  'refusal.classReassignAdminOnly': 'Only an administrator may give a class to another teacher.',
  'refusal.subjectGone': 'The chosen subject is no longer there. Reload the page and choose again.',
  'refusal.organisationGone': 'The chosen department is no longer there. Reload the page and choose again.',
  'refusal.termGone': 'The chosen term is no longer there. Reload the page and choose again.',
  'refusal.classroomGone': 'The chosen classroom is no longer there. Reload the page and choose again.',
  'refusal.tagGone': 'One of the chosen tags is no longer there. Reload the page and choose again.',
  'refusal.teacherGone': 'The chosen teacher is no longer an active teacher here. Reload the page and choose again.',
  'refusal.lessonEndsBeforeBegin': 'The lesson must end after it begins.',
  'refusal.lessonTooLong': 'A lesson lasts at most {minutes} minutes.',
  'refusal.lessonBegun': 'This lesson has begun, so it keeps its time; its classroom may still change.',
  'refusal.lessonNotInFuture': 'The new time must be in the future.',
  'refusal.lessonOutsideTerm': 'The lesson must fall within the class’s term, {from} to {to}.',
  'refusal.lessonChanged': 'This lesson was changed meanwhile. Reload it and try again.',
  'refusal.cancelBegun': 'This lesson has begun, so it cannot be cancelled: it may be live or recorded. Its room can still be changed.',
  'refusal.cancelRecorded': 'This lesson has a recording, so it cannot be cancelled: students’ notes and viewing records belong to it.',
  'refusal.termWeeks': 'The class’s term has {weeks} weeks.',
  'refusal.tooManyLessons': 'These weeks name {days} days; at most {max} lessons are made at once. Generate the term in parts.',
  'refusal.enrolNoUser': 'One of the chosen students is no longer a user of this school. Reload the list and choose again.',
  'refusal.enrolNotStudent': '{user} is not a student.',
  'refusal.csvEmpty': 'The file holds no rows.',
  'refusal.csvTooManyRows': 'A file may hold at most {max} rows; this one has {rows}.',
  'refusal.classResourcesFull': 'A class’s resources may take at most {mib} MiB, and this file would pass that.',
  'refusal.resourceTooLarge': 'A file may be at most {mib} MiB.',
  'refusal.recordingTitleEmpty': 'Give the recording a title.',
  'refusal.recordingTitleTooLong': 'A recording’s title may be at most {max} characters.',
  'refusal.recordingLessonNotEnded': 'This lesson has not ended yet. Its recording can be uploaded once it is over.',
  'refusal.uploadTooLarge': 'A file may be at most {mib} MiB, and this one is larger.',
  'refusal.uploadQuotaFull': 'Your uploads may take at most {mib} MiB, and this file would pass that. Ask an administrator for more room.',
  'refusal.capturePullAddressInvalid':
    'This is not an encoder address the server can read: give an rtsp://, rtsps:// or srt:// address with the encoder’s host, such as rtsp://192.0.2.10:554/stream1.',
  'refusal.captureKeyNeedsPush': 'Only a road the encoder pushes to has a stream key. Set this road to push first.',
  'refusal.captionFileUnreadable':
    'This file cannot be read as {format} at line {line}. Correct that line, or save the file again from your captions program.',
  'refusal.captionFileEmpty': 'This file holds no captions that can be read as {format}. Check that the file and the chosen format match.',
  'refusal.captionTooManyCues': 'A caption track may hold at most {max} captions; this one has {cues}.',
  'refusal.captionCueTooLong': 'The caption at {at} is longer than {max} characters. Split it into shorter captions.',
  'refusal.captionCueEndsBeforeStart': 'The caption at {at} must end after it begins.',
  'refusal.captionCueAfterEnd': 'The caption at {at} ends after the recording does, at {duration}.',
  'refusal.captionLanguageTaken':
    'This recording already has captions in this language made by a person. Edit those, or delete them before uploading another file.',
  'refusal.captionTrackChanged':
    'These captions were saved meanwhile, in another window or by someone else. Reload them to see the changes, then edit again.',
  'refusal.ltiPlatformTaken': 'A platform with this issuer and client ID is already registered. Edit that one instead.',
} as const;

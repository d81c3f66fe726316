/** Texts of the search inside lessons: its scope switch in the header and on the search page, its results. */
export const lessonSearchMessagesEn = {
  'search.scope.label': 'Search in',
  'search.scope.courses': 'Courses',
  'search.scope.inside': 'Inside lessons',
  'header.searchInsidePlaceholder': 'words shown, said or noted in lessons',
  'lessonSearch.prompt': 'Type words a teacher showed or said, or wrote in a note, in the search box above.',
  'lessonSearch.noResults': 'Nothing inside lessons matches “{keyword}”. Try fewer words or another spelling.',
  'lessonSearch.count.one': '{count} lesson',
  'lessonSearch.count.other': '{count} lessons',
  // The search counts up to LESSON_HITS_COUNTED lessons (src/schemas/lesson-search.ts).
  'lessonSearch.countMore.one': 'More than {count} lesson',
  'lessonSearch.countMore.other': 'More than {count} lessons',
  'lessonSearch.moments': 'Moments in {title}',
  'lessonSearch.kind.slide': 'Slide',
  'lessonSearch.kind.caption': 'Captions',
  'lessonSearch.kind.transcript': 'Automatic transcript',
  'lessonSearch.kind.note': 'Note',
  'lessonSearch.transcriptHint': 'Recognised by a speech engine and not checked by a person: some words may be wrong.',
  'lessonSearch.openAt': 'Open the recording at {time}',
  // Read between a moment's kind, time and words, so its link is named "Slide at 0:42 – …".
  'lessonSearch.beforeTime': ' at ',
  'lessonSearch.afterTime': ' – ',
  'lessonSearch.noRecording': 'No recording yet: opens the lesson',
} as const;

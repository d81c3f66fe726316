/** Texts of the live and recorded lists, their filters and cards, and the advanced search. */
export const catalogueMessagesEn = {
  'card.latest': 'Latest {day}',
  'card.recordings.one': '{count} recording',
  'card.recordings.other': '{count} recordings',
  'card.views.one': '{count} view',
  'card.views.other': '{count} views',

  'filter.all': 'All',
  'filter.allOrganisations': 'All organisations',
  'filter.allTerms': 'All terms',
  'filter.classroom': 'Classroom',
  'filter.course': 'Course',
  'filter.currentTerm': '{name} (current)',
  'filter.day': 'Day',
  'filter.names': 'Search',
  'filter.order': 'Order',
  'filter.order.hot': 'Most watched',
  'filter.order.time': 'Newest',
  'filter.organisations': 'Organisations',
  'filter.tags': 'Tags',
  'filter.teacher': 'Teacher',
  'filter.term': 'Term',

  'list.count': '{total} results',
  'list.failed': 'The list could not be loaded. Please try again.',
  'list.noLessons': 'No lessons match these filters.',
  'list.noRecordings': 'No recordings match these filters.',

  'pager.label': 'Pages',
  'pager.next': 'Next page',
  'pager.previous': 'Previous page',
  'pager.total': '{total} in all',

  'day.today': 'Today',
  'day.tomorrow': 'Tomorrow',
  'day.yesterday': 'Yesterday',

  'status.upcoming': 'Upcoming',
  'status.live': 'Live',
  'status.ended': 'Ended',

  'watch.noRecording': 'This lesson has no recording yet',
  'watch.notStarted': 'This lesson has not started yet',

  'search.type.live': 'Live and upcoming',
  'search.type.video': 'Recorded',
  'search.resultsFor': 'Results for “{keyword}”',
  'search.noResults': "Nothing found for “{keyword}”. Try fewer letters, pinyin initials or a teacher's name.",
  'search.courseNo': 'Course no.',
  'search.useFilters': 'Search with filters instead',
  'search.backToKeyword': 'Back to the results for “{keyword}”',
  'search.reset': 'Clear the filters',
} as const;

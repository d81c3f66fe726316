/** Texts of the home page (/home): its banners and sections. */
export const homeMessagesEn = {
  'home.banner.label': 'Featured',
  'home.banner.next': 'Next banner',
  'home.banner.previous': 'Previous banner',
  'home.banner.slide': 'Banner {index} of {count}',

  'home.more': 'More',

  'home.liveNow.title': 'Live now',
  'home.liveNow.hint': 'On air now, then the rest of today',
  'home.liveNow.empty': 'No more live lessons today.',

  'home.latest.title': 'Just in',
  'home.latest.hint': 'The newest recordings, and any lesson on air not shown above',
  'home.latest.empty': 'Nothing new yet.',

  'home.recommended.title': 'Recommended',
  'home.recommended.hint': 'Classes with new recordings',

  'home.hot.title': 'Popular',
  'home.hot.hint': 'Classes in demand across campus',

  'home.recordings.empty': 'No recordings yet.',

  'home.ranking.title': 'Top 10',
  'home.ranking.empty': 'No ranking yet.',
} as const;

/** Texts of the player pages (/play-video, /play-live, /play-center). */
export const playerMessagesEn = {
  'player.loading': 'Loading the video…',
  'player.failed': 'This video cannot be played right now',
  'player.lessons': 'Recordings',
  'player.watched': '{percent}% watched',
  'player.speed': 'Speed',
  'player.captions': 'Captions',
  'player.captionSize': 'Caption size',
  'player.captionColour': 'Caption colour',
  'player.colour.white': 'White',
  'player.colour.yellow': 'Yellow',
  'player.colour.cyan': 'Cyan',
  'player.resources': 'Files',
  'player.downloadAll': 'Download all (zip)',
  'player.noRecordings': 'This class has no recordings yet.',
} as const;

/** Texts of the live player (/play-live, and /play-center with target=live). */
export const liveMessagesEn = {
  'live.badge': 'LIVE',
  'live.delay': '{seconds} s behind',
  'live.roads': 'Feeds',
  'live.notStarted': 'This lesson starts at {time}.',
  'live.notStartedHint': 'Keep this page open: it starts playing as soon as the lesson begins.',
  'live.ended': 'This live lesson has ended.',
  'live.openingRecording': 'Opening its recording…',
  'live.recordingSoon': 'Its recording will appear here as soon as it is ready.',
  'live.notSending': 'The classroom is not sending yet.',
  'live.notSendingHint': "Keep this page open: the picture starts by itself as soon as the classroom's encoder connects.",
  'live.noCapture': 'This classroom has no lecture capture.',
  'live.noCaptureHint': 'Nothing can be broadcast from it; its recording, if any, will be on the class page.',
  'live.notBroadcast': 'This lesson is not broadcast live.',
  'live.notBroadcastHint': 'Its recording will be on the class page after the lesson.',
} as const;

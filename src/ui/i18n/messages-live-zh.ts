import type { liveMessagesEn } from './messages-live-en';

/** 直播播放页面的文字（直播播放、播放中心的直播）。 */
export const liveMessagesZh: Record<keyof typeof liveMessagesEn, string> = {
  'live.badge': '直播',
  'live.delay': '延迟 {seconds} 秒',
  'live.roads': '画面',
  'live.notStarted': '本节课将于 {time} 开始。',
  'live.notStartedHint': '请保持本页打开：课程开始后将自动播放。',
  'live.ended': '本节直播已结束。',
  'live.openingRecording': '正在打开录播…',
  'live.recordingSoon': '录播生成后将在此处显示。',
  'live.notSending': '教室尚未推送画面。',
  'live.notSendingHint': '请保持本页打开：教室的编码器接入后将自动播放。',
  'live.noCapture': '该教室没有录播设备。',
  'live.noCaptureHint': '无法从该教室直播；如有录播，将在课程页面提供。',
  'live.notBroadcast': '本节课没有直播。',
  'live.notBroadcastHint': '课后可在课程页面观看录播。',
};

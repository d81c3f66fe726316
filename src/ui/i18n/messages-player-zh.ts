import type { playerMessagesEn } from './messages-player-en';

/** 播放页面的文字（录播播放、直播播放、播放中心）。 */
export const playerMessagesZh: Record<keyof typeof playerMessagesEn, string> = {
  'player.loading': '视频加载中…',
  'player.failed': '该视频暂时无法播放',
  'player.lessons': '录播列表',
  'player.watched': '已观看 {percent}%',
  'player.speed': '倍速',
  'player.noRecordings': '该课程暂无录播。',
};

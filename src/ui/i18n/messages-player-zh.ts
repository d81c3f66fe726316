import type { playerMessagesEn } from './messages-player-en';

/** 播放页面的文字（录播播放、直播播放、播放中心）。 */
export const playerMessagesZh: Record<keyof typeof playerMessagesEn, string> = {
  'player.loading': '视频加载中…',
  'player.failed': '该视频暂时无法播放',
  'player.lessons': '录播列表',
  'player.watched': '已观看 {percent}%',
  'player.speed': '倍速',
  'player.captions': '字幕',
  'player.captionSize': '字幕大小',
  'player.captionColour': '字幕颜色',
  'player.colour.white': '白色',
  'player.colour.yellow': '黄色',
  'player.colour.cyan': '青色',
  'player.layout': '画面布局',
  'player.layout.single': '单画面',
  'player.layout.side': '左右并排',
  'player.layout.pip': '画中画',
  'player.layout.promote': '放大显示{road}',
  'player.screenshot': '截图',
  'player.screenshots': '截图',
  'player.screenshotSaved': '截图已保存',
  'player.screenshotSeek': '回到截图时刻',
  'player.resources': '课程资料',
  'player.downloadAll': '全部下载（zip）',
  'player.noRecordings': '该课程暂无录播。',
};

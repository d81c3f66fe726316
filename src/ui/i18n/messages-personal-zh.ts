import type { personalMessagesEn } from './messages-personal-en';

/** 个人中心“我的收藏”与“观看记录”的文字。 */
export const personalMessagesZh: Record<keyof typeof personalMessagesEn, string> = {
  'personal.open.short': '打开',
  'personal.collection.failed': '暂时无法加载您的收藏。',
  'personal.collection.empty': '暂无收藏。可在课程页面收藏课程或录像。',
  'personal.collection.wholeClass': '整门课程',
  'personal.collection.collectedAt': '收藏于 {time}',
  'personal.collection.remove': '取消收藏',
  'personal.record.failed': '暂时无法加载您的观看记录。',
  'personal.record.empty': '暂无观看记录。',
  'personal.record.filter': '显示',
  'personal.record.filter.all': '全部',
  'personal.record.filter.live': '直播',
  'personal.record.filter.vod': '录播',
  'personal.record.progress': '已观看 {percent}%',
  'personal.record.resume': '从 {time} 继续',
  'personal.record.delete': '删除',
  'personal.record.deleted': '已删除该记录',
  'personal.record.clear': '清空全部',
  'personal.record.cleared': '观看记录已清空',
  'personal.record.confirmClear': '确定删除全部观看记录吗？此操作无法撤销。',
  'personal.record.watchedAt': '观看于 {time}',
  'personal.record.liveBadge': '直播',
  'personal.record.watchedLive': '直播观看 {time}',
  'personal.record.openLive': '观看直播',
  'personal.record.openRecording': '观看录播',
};

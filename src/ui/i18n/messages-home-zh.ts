import type { homeMessagesEn } from './messages-home-en';

export const homeMessagesZh: Record<keyof typeof homeMessagesEn, string> = {
  'home.banner.label': '精选推荐',
  'home.banner.next': '下一张',
  'home.banner.previous': '上一张',
  'home.banner.slide': '第 {index} 张，共 {count} 张',

  'home.more': '更多',

  'home.liveNow.title': '正在直播',
  'home.liveNow.hint': '正在直播及今日稍后的课程',
  'home.liveNow.empty': '今天没有更多直播课程',

  'home.latest.title': '最新动态',
  'home.latest.hint': '最新录播，以及上方未列出的直播课',
  'home.latest.empty': '暂无新内容',

  'home.recommended.title': '推荐课程',
  'home.recommended.hint': '最近更新录播的课程',

  'home.hot.title': '热门录播',
  'home.hot.hint': '全校热门课程',

  'home.recordings.empty': '暂无录播课程',

  'home.ranking.title': '热门排行',
  'home.ranking.empty': '暂无排行',
};

import type { catalogueMessagesEn } from './messages-catalogue-en';

/** 直播与录播列表、筛选、卡片及高级搜索的文字。 */
export const catalogueMessagesZh: Record<keyof typeof catalogueMessagesEn, string> = {
  'card.latest': '最近 {day}',
  'card.recordings.one': '{count} 节录播',
  'card.recordings.other': '{count} 节录播',
  'card.views.one': '{count} 次观看',
  'card.views.other': '{count} 次观看',

  'filter.all': '全部',
  'filter.allOrganisations': '全部院系',
  'filter.allTerms': '全部学期',
  'filter.classroom': '教室',
  'filter.course': '课程',
  'filter.currentTerm': '{name}（本学期）',
  'filter.day': '日期',
  'filter.names': '搜索',
  'filter.order': '排序',
  'filter.order.hot': '最热',
  'filter.order.time': '最新',
  'filter.organisations': '院系',
  'filter.tags': '标签',
  'filter.teacher': '教师',
  'filter.term': '学期',

  'list.count.one': '共 {count} 条结果',
  'list.count.other': '共 {count} 条结果',
  'list.failed': '列表加载失败，请重试。',
  'list.noLessons': '没有符合条件的课程。',
  'list.noRecordings': '没有符合条件的录播。',

  'pager.label': '分页',
  'pager.next': '下一页',
  'pager.previous': '上一页',
  'pager.total': '共 {total} 条',

  'day.today': '今天',
  'day.tomorrow': '明天',
  'day.yesterday': '昨天',

  'status.upcoming': '未开始',
  'status.live': '直播中',
  'status.ended': '已结束',

  'watch.noRecording': '本节课暂无录播',
  'watch.notStarted': '本节课尚未开始',

  'search.type.live': '直播与预告',
  'search.type.video': '录播',
  'search.resultsFor': '“{keyword}”的搜索结果',
  'search.noResults': '未找到“{keyword}”相关课程。可尝试更短的关键词、拼音首字母或教师姓名。',
  'search.courseNo': '课程号',
  'search.useFilters': '改用筛选条件查找',
  'search.backToKeyword': '返回“{keyword}”的搜索结果',
  'search.reset': '清空筛选条件',
};

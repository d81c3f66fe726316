import type { lessonSearchMessagesEn } from './messages-lesson-search-en';

/** 课堂内容搜索的文字：页头与搜索页的范围切换、搜索结果。 */
export const lessonSearchMessagesZh: Record<keyof typeof lessonSearchMessagesEn, string> = {
  'search.scope.label': '搜索范围',
  'search.scope.courses': '课程',
  'search.scope.inside': '课堂内容',
  'header.searchInsidePlaceholder': '课上展示、讲述或笔记中的文字',
  'lessonSearch.prompt': '在上方搜索框输入老师展示或讲过的内容，或笔记中的文字。',
  'lessonSearch.noResults': '课堂内容中没有找到“{keyword}”。试试更少的词或换一种写法。',
  'lessonSearch.count.one': '{count} 节课',
  'lessonSearch.count.other': '{count} 节课',
  'lessonSearch.countMore.one': '超过 {count} 节课',
  'lessonSearch.countMore.other': '超过 {count} 节课',
  'lessonSearch.moments': '{title} 中的片段',
  'lessonSearch.kind.slide': '幻灯片',
  'lessonSearch.kind.caption': '字幕',
  'lessonSearch.kind.transcript': '自动转写',
  'lessonSearch.kind.note': '笔记',
  'lessonSearch.transcriptHint': '由语音识别自动生成，未经人工校对，个别文字可能有误。',
  'lessonSearch.openAt': '从 {time} 开始播放录像',
  'lessonSearch.beforeTime': '，',
  'lessonSearch.afterTime': ' 处 – ',
  'lessonSearch.noRecording': '暂无录像：打开课程',
};

import type { ReportLang } from '../../src/schemas/reports';

/**
 * The header rows of the CSV exports, in the two languages of the pages (`lang`, default en).
 * The server has no i18n catalogue of its own; these are its only user-visible words here.
 */
const HEADERS = {
  classes: {
    en: ['Class', 'Course number', 'Teacher', 'Organisation', 'Term', 'Recordings', 'Enrolled', 'Watched any', 'Average completion (%)'],
    zh: ['教学班', '课程号', '教师', '组织', '学期', '录像数', '选课人数', '观看人数', '平均完成度 (%)'],
  },
  students: {
    en: ['Name', 'Username', 'Student code', 'Recordings watched', 'Average completion (%)', 'Last watched'],
    zh: ['姓名', '用户名', '学号', '已看录像数', '平均完成度 (%)', '最近观看'],
  },
  lessons: {
    en: ['Lesson', 'Begins', 'Class', 'Enrolled', 'Attended live', 'Absent'],
    zh: ['课节', '开始时间', '教学班', '选课人数', '直播出勤', '缺席'],
  },
  attendees: {
    en: ['Name', 'Username', 'Student code', 'Attended live', 'Minutes watched live'],
    zh: ['姓名', '用户名', '学号', '直播出勤', '直播观看分钟'],
  },
  heatMap: {
    en: ['Minute', 'Viewers', 'Plays', 'Re-watched by'],
    zh: ['分钟', '观看人数', '播放次数', '重看人数'],
  },
} as const;

export type ReportName = keyof typeof HEADERS;

export const csvHeader = (report: ReportName, lang: ReportLang): readonly string[] => HEADERS[report][lang];

/** Yes or no in the header's language. */
export const yesNo = (value: boolean, lang: ReportLang): string => (lang === 'zh' ? (value ? '是' : '否') : value ? 'yes' : 'no');

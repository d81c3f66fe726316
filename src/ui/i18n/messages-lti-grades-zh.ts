import type { ltiGradesMessagesEn } from './messages-lti-grades-en';

/** 教学班录像在学习平台中计分（docs/lti.md “Grades”）的文字。 */
export const ltiGradesMessagesZh: Record<keyof typeof ltiGradesMessagesEn, string> = {
  'ltiGrades.title': '学习平台成绩',
  'ltiGrades.intro': '将观看完成度设为学习平台课程的计分项：Lectern 在平台中创建成绩列，并在学生观看进度变化后一分钟内回传其观看百分比。',
  'ltiGrades.column': '学习平台成绩',
  'ltiGrades.course': '{platform}：{course}',
  'ltiGrades.untitled': '未命名课程',
  'ltiGrades.gradeRecording': '为观看完成度计分',
  'ltiGrades.gradeClass': '为全部录像的观看完成度计分',
  'ltiGrades.gradeLabel': '{action}：{title}（{course}）',
  'ltiGrades.classItem': '全部录像',
  'ltiGrades.state.creating': '正在创建',
  'ltiGrades.state.active': '已计分，尚未回传成绩',
  'ltiGrades.state.posted': '已计分，最近回传于 {time}',
  'ltiGrades.state.retrying': '回传失败，稍后重试：{reason}',
  'ltiGrades.state.failing': '失败：{reason}',
  'ltiGrades.state.stopped': '已停止计分',
  'ltiGrades.retry': '重试',
  'ltiGrades.stop': '停止计分',
  'ltiGrades.stopLabel': '停止计分：{title}（{course}）',
  'ltiGrades.again': '重新计分',
  'ltiGrades.againLabel': '重新计分：{title}（{course}）',
  'ltiGrades.stopped': '已停止计分。学习平台保留其成绩列和已回传的成绩。',
  'ltiGrades.stopFailed': '未能停止计分，请重试。',
  'ltiGrades.failure.token':
    '学习平台未允许 Lectern 访问其成绩。请其管理员为 Lectern 启用作业与成绩服务（Assignment and Grade Services）。',
  'ltiGrades.failure.lineItems': '学习平台未能创建成绩项，可能暂时无法访问。',
  'ltiGrades.failure.scores': '学习平台未接受成绩。',
  'ltiGrades.failure.unbound': '该课程已不再绑定到此教学班，或其学习平台已不再登记。',
  'ltiGrades.made': '观看完成度已在学习平台中计分。',
  'ltiGrades.makeFailed': '未能开启计分，请重试。',
};

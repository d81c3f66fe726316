import type { uploaderMessagesEn } from './messages-uploader-en';

export const uploaderMessagesZh: Record<keyof typeof uploaderMessagesEn, string> = {
  'uploader.region': '上传',
  'uploader.collapse': '收起',
  'uploader.expand': '展开',
  'uploader.close': '关闭',
  'uploader.column.name': '文件名',
  'uploader.column.size': '大小',
  'uploader.column.status': '状态',
  'uploader.column.actions': '操作',
  'uploader.withPercent': '{status} {percent}%',
  'uploader.status.remembered': '已暂停：请重新选择该文件以继续上传',
  'uploader.action.pause': '暂停',
  'uploader.action.resume': '继续',
  'uploader.action.retry': '重试',
  'uploader.action.cancel': '取消',
  'uploader.action.choose': '选择文件',
  'uploader.chooseFor': '重新选择 {name} 以继续上传',
  'uploader.upload': '上传文件',
  'uploader.uploadRecording': '上传录播',
  'uploader.uploadRecordingFor': '上传 {date} 这节课的录播',
  'uploader.uploadResource': '上传课程资源',
};

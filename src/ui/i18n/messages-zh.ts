import { sessionMessagesZh } from './messages-session-zh';
import { catalogueMessagesZh } from './messages-catalogue-zh';
import { homeMessagesZh } from './messages-home-zh';
import { detailMessagesZh } from './messages-detail-zh';
import { playerMessagesZh } from './messages-player-zh';
import { liveMessagesZh } from './messages-live-zh';
import { shareMessagesZh } from './messages-share-zh';
import { notesMessagesZh } from './messages-notes-zh';
import { errorMessagesZh } from './messages-errors-zh';
import { uploaderMessagesZh } from './messages-uploader-zh';
import { mediaMessagesZh } from './messages-media-zh';
import { scheduleMessagesZh } from './messages-schedule-zh';
import { inboxMessagesZh } from './messages-inbox-zh';
import { personalMessagesZh } from './messages-personal-zh';
import { myNoteMessagesZh } from './messages-my-note-zh';
import { lookMessagesZh } from './messages-look-zh';
import { captureMessagesZh } from './messages-capture-zh';
import { ltiMessagesZh } from './messages-lti-zh';
import { ltiLaunchMessagesZh } from './messages-lti-launch-zh';
import { ltiGradesMessagesZh } from './messages-lti-grades-zh';
import { ltiRosterMessagesZh } from './messages-lti-roster-zh';
import { ltiRegistrationMessagesZh } from './messages-lti-registration-zh';
import { ltiPickerMessagesZh } from './messages-lti-picker-zh';
import { adminMessagesZh } from './messages-admin-zh';
import { adminDetailMessagesZh } from './messages-admin-detail-zh';
import { reportsMessagesZh } from './messages-reports-zh';
import { lessonSearchMessagesZh } from './messages-lesson-search-zh';
import { playerTextsMessagesZh } from './messages-player-texts-zh';
import { refusalMessagesZh } from './messages-refusals-zh';
import { captionEditorMessagesZh } from './messages-caption-editor-zh';
import type { MessageKey } from './messages-en';

/** The Simplified Chinese catalogue. Typed by the English keys: a missing entry fails type-check. */
export const messagesZh: Record<MessageKey, string> = {
  'app.name': 'Lectern 课堂',
  'app.tagline': '校园视频平台',
  'app.initError': '全局初始化失败',
  'app.loading': '加载中…',

  'language.label': '语言',
  'language.en': 'English',
  'language.zh': '中文',

  'login.title': '登录',
  'login.username': '用户名',
  'login.password': '密码',
  'login.school': '学校',
  'login.signedOut.signedInElsewhere': '此账号已在其他地方登录，您已退出。',
  'login.signedOut.passwordChanged': '此账号的密码已修改，您已退出。请使用新密码登录。',
  'login.submit': '登录',
  'login.submitting': '登录中…',
  'login.required': '请输入用户名和密码',
  'login.failed': '登录失败，请重试',
  'login.networkError': '无法连接服务器，请稍后重试',
  'login.demoTitle': '演示账号',
  'login.demoHint': '点击账号即可填入表单。',
  'login.demoUse': '使用 {username}',

  'role.administrator': '管理员',
  'role.teacher': '教师',
  'role.student': '学生',

  'route.login': '登录',
  'route.pwdlogin': '密码登录',
  'route.dataBoard': '数据看板',
  'route.liveShare': '直播分享',
  'route.vodShare': '录播分享',
  'route.home': '首页',
  'route.listLive': '直播课程',
  'route.listVideo': '录播课程',
  'route.advanceSearch': '高级搜索',
  'route.reportCenter': '报表中心',
  'route.adminHome': '课程管理',
  'route.adminDetail': '课程管理详情',
  'route.personalCenter': '个人中心',
  'route.myNote': '我的笔记',
  'route.mySchedule': '我的课表',
  'route.myCollection': '我的收藏',
  'route.myRecord': '观看记录',
  'route.myMessage': '我的消息',
  'route.noAccess': '无权访问',
  'route.helpCenter': '帮助中心',
  'route.liveDetail': '直播详情',
  'route.playLive': '直播课堂',
  'route.videoDetail': '录播详情',
  'route.playVideo': '录播课堂',
  'route.playCenter': '播放中心',
  'route.clipManage': '我的媒体',
  'route.superstarCourse': '超星课程',
  'route.kiafLog': '客户端日志',
  'route.kiafSso': '单点登录',
  'route.kiafVersion': '版本',
  'route.kiafHomepage': '主页',

  'page.backHome': '返回首页',
  'notFound.title': '页面不存在',
  'noAccess.body': '您无权打开此页面。',
  'version.value': '版本 {version}',
  'landing.liveNow.one': '{count} 节课正在直播',
  'landing.liveNow.other': '{count} 节课正在直播',
  'landing.onAir': '正在直播',
  'landing.recordingsThisWeek.one': '本周新录播 {count} 个',
  'landing.recordingsThisWeek.other': '本周新录播 {count} 个',
  'landing.signIn': '登录观看',
  'landing.enter': '进入我的首页',
  'pageError.notLoadedTitle': '页面加载失败',
  'pageError.notLoaded': '页面代码未能送达：网络可能较慢或已断开，或刚刚安装了新版本。请刷新重试。',
  'pageError.faultTitle': '此页面出错了',
  'pageError.fault': '请刷新页面重试。如果问题仍然存在，客户端日志（/kiaf/log）中有详细信息。',
  'pageError.reload': '刷新',
  'version.server': '服务器版本 {version}（{environment}）',

  'header.logout': '退出登录',
  'header.searchPlaceholder': '课程名称/教室/教师',
  'header.searchCourseNumber': '课程编号',
  'header.search': '搜索',
  'header.more': '更多',
  'userMenu.favourites': '我的收藏',
  'userMenu.messages': '我的消息',
  'userMenu.viewingRecord': '观看记录',
  'userMenu.notes': '我的笔记',
  'userMenu.timetable': '我的课表',
  'userMenu.courseManagement': '课程管理',
  'userMenu.myMedia': '我的媒体',
  'userMenu.dataBoard': '数据看板',
  'history.empty': '暂无观看记录',
  'history.viewMore': '查看更多',
  'header.menu': '主菜单',
  'header.schoolLogo': '学校标志',
  'header.platformLogo': '平台标志',
  'header.campus': '切换校区',
  'header.history': '观看历史',
  'header.userMenu': '用户菜单',
  'theme.label': '主题',
  'theme.light': '默认蓝',
  'theme.dark': '紫色',
  'theme.blue': '蓝色',
  'theme.green': '绿色',
  'theme.red': '红色',
  'theme.yellow': '金色',
  'history.week': '第{n}周',
  'history.lesson': '第{n}节',
  'history.progress': '已观看 {percent}%',
  'history.ai': 'AI',

  'menu.p2-front-home': '首页',
  'menu.p2-front-courses': '课程',
  'menu.p2-front-live': '直播',
  'menu.p2-front-video': '录播',
  'menu.p2-front-search': '搜索',
  'menu.p2-front-class-schedule': '课表',
  'menu.p2-front-help': '帮助中心',
  'menu.p2-front-library': '图书馆',
  'menu.p2-front-mooc': '慕课',
  'menu.p2-front-report-center': '报表中心',

  'permission.noSystem': '当前用户没有系统权限',
  'permission.menuFailed': '获取菜单权限失败',
  'permission.denied': '没有权限',
  'image.loadFailed': '加载失败',
  'color.wrongHex': '十六进制颜色输入错误',
  'color.invalidRgb': '无效的 RGB 值',

  'uploader.title': '已完成 {done} / {total}',
  'uploader.hint': '上传过程中请勿关闭或刷新页面',
  'uploader.empty': '暂无待上传文件',
  'uploader.fileReadError': '文件 {name} 读取错误，请检查文件',
  'uploader.confirmClose': '有文件正在上传，确认关闭吗？',
  'uploader.rejected': '服务器未接受该文件',
  'uploader.sendFailed': '上传失败',
  'uploader.processingFailed': '服务器无法处理该视频',
  'uploader.status.md5': '校验MD5',
  'uploader.status.waiting': '等待上传',
  'uploader.status.uploading': '正在上传',
  'uploader.status.paused': '暂停',
  'uploader.status.success': '上传成功',
  'uploader.status.failed': '上传失败',
  'uploader.status.merging': '合并中',
  'uploader.status.transcoding': '转码中',
  'uploader.status.cancelled': '已取消',
  'dialog.hint': '提示',
  'dialog.confirm': '确认',
  'dialog.cancel': '取消',
  'lastWatched.never': '从未观看',
  ...sessionMessagesZh,
  ...catalogueMessagesZh,
  ...homeMessagesZh,
  ...detailMessagesZh,
  ...playerMessagesZh,
  ...liveMessagesZh,
  ...shareMessagesZh,
  ...notesMessagesZh,
  ...errorMessagesZh,
  ...uploaderMessagesZh,
  ...mediaMessagesZh,
  ...scheduleMessagesZh,
  ...inboxMessagesZh,
  ...personalMessagesZh,
  ...myNoteMessagesZh,
  ...lookMessagesZh,
  ...captureMessagesZh,
  ...ltiMessagesZh,
  ...ltiLaunchMessagesZh,
  ...ltiRosterMessagesZh,
  ...ltiGradesMessagesZh,
  ...ltiRegistrationMessagesZh,
  ...ltiPickerMessagesZh,
  ...adminMessagesZh,
  ...adminDetailMessagesZh,
  ...reportsMessagesZh,
  ...lessonSearchMessagesZh,
  ...playerTextsMessagesZh,
  ...refusalMessagesZh,
  ...captionEditorMessagesZh,
};

import { sessionMessagesEn } from './messages-session-en';
import { catalogueMessagesEn } from './messages-catalogue-en';
import { homeMessagesEn } from './messages-home-en';
import { detailMessagesEn } from './messages-detail-en';
import { playerMessagesEn } from './messages-player-en';
import { liveMessagesEn } from './messages-live-en';
import { shareMessagesEn } from './messages-share-en';
import { notesMessagesEn } from './messages-notes-en';
import { errorMessagesEn } from './messages-errors-en';
import { uploaderMessagesEn } from './messages-uploader-en';
import { mediaMessagesEn } from './messages-media-en';
import { scheduleMessagesEn } from './messages-schedule-en';
import { inboxMessagesEn } from './messages-inbox-en';
import { personalMessagesEn } from './messages-personal-en';
import { myNoteMessagesEn } from './messages-my-note-en';
import { lookMessagesEn } from './messages-look-en';
import { captureMessagesEn } from './messages-capture-en';
import { ltiMessagesEn } from './messages-lti-en';
import { ltiLaunchMessagesEn } from './messages-lti-launch-en';
import { ltiGradesMessagesEn } from './messages-lti-grades-en';
import { ltiRosterMessagesEn } from './messages-lti-roster-en';
import { ltiRegistrationMessagesEn } from './messages-lti-registration-en';
import { ltiPickerMessagesEn } from './messages-lti-picker-en';
import { adminMessagesEn } from './messages-admin-en';
import { adminDetailMessagesEn } from './messages-admin-detail-en';
import { reportsMessagesEn } from './messages-reports-en';
import { lessonSearchMessagesEn } from './messages-lesson-search-en';
import { playerTextsMessagesEn } from './messages-player-texts-en';
import { refusalMessagesEn } from './messages-refusals-en';
import { captionEditorMessagesEn } from './messages-caption-editor-en';

/**
 * The English catalogue: the reference for every user-visible text (the spec's wording where it
 * gives one). `{name}` marks a parameter.
 */
export const messagesEn = {
  'app.name': 'Lectern',
  'app.tagline': 'Campus video platform',
  'app.initError': 'global init err',
  'app.loading': 'loading…',

  'language.label': 'Language',
  'language.en': 'English',
  'language.zh': '中文',

  'login.title': 'Sign in',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.school': 'School',
  'login.signedOut.signedInElsewhere': 'You were signed out because this account was signed in somewhere else.',
  'login.signedOut.passwordChanged': 'You were signed out because the password of this account was changed. Sign in with the new password.',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.required': 'Enter your username and password',
  'login.failed': 'Sign-in failed, please try again',
  'login.networkError': 'The server cannot be reached, please try again later',
  'login.demoTitle': 'Demo accounts',
  'login.demoHint': 'Click an account to fill in the form.',
  'login.demoUse': 'Use {username}',

  'role.administrator': 'administrator',
  'role.teacher': 'teacher',
  'role.student': 'student',

  'route.login': 'Login',
  'route.pwdlogin': 'Password login',
  'route.dataBoard': 'Data board',
  'route.liveShare': 'Live share',
  'route.vodShare': 'Recording share',
  'route.home': 'Home',
  'route.listLive': 'Live lessons',
  'route.listVideo': 'Recorded lessons',
  'route.advanceSearch': 'Advanced search',
  'route.reportCenter': 'Report center',
  'route.adminHome': 'Course management',
  'route.adminDetail': 'Course management detail',
  'route.personalCenter': 'Personal center',
  'route.myNote': 'My notes',
  'route.mySchedule': 'My timetable',
  'route.myCollection': 'My favourites',
  'route.myRecord': 'Viewing record',
  'route.myMessage': 'My messages',
  'route.noAccess': 'No access',
  'route.helpCenter': 'Help center',
  'route.liveDetail': 'Live detail',
  'route.playLive': 'Live lesson',
  'route.videoDetail': 'Recording detail',
  'route.playVideo': 'Recorded lesson',
  'route.playCenter': 'Play center',
  'route.clipManage': 'My media',
  'route.superstarCourse': 'Superstar course',
  'route.kiafLog': 'Client log',
  'route.kiafSso': 'Single sign-on',
  'route.kiafVersion': 'Version',
  'route.kiafHomepage': 'Homepage',

  'page.backHome': 'Back to home',
  'notFound.title': 'Page not found',
  'noAccess.body': 'You are not allowed to open this page.',
  'version.value': 'Version {version}',
  'landing.liveNow.one': '{count} lesson on air now',
  'landing.liveNow.other': '{count} lessons on air now',
  'landing.onAir': 'On air now',
  'landing.recordingsThisWeek.one': '{count} new recording this week',
  'landing.recordingsThisWeek.other': '{count} new recordings this week',
  'landing.signIn': 'Sign in to watch',
  'landing.enter': 'Go to my home page',
  'pageError.notLoadedTitle': 'This page could not be loaded',
  'pageError.notLoaded':
    'Its code did not arrive: the network may be slow or down, or a new version was just installed. Reload to try again.',
  'pageError.faultTitle': 'Something went wrong on this page',
  'pageError.fault': 'Reload the page to try again. If it keeps happening, the client log (/kiaf/log) has the details.',
  'pageError.reload': 'Reload',
  'version.server': 'Server version {version} ({environment})',

  'header.logout': 'Logout',
  'header.searchPlaceholder': 'course name/classroom/teacher',
  'header.searchCourseNumber': 'course number',
  'header.search': 'Search',
  'header.more': 'More',
  'userMenu.favourites': 'My favourites',
  'userMenu.messages': 'My messages',
  'userMenu.viewingRecord': 'Viewing record',
  'userMenu.notes': 'My notes',
  'userMenu.timetable': 'My timetable',
  'userMenu.courseManagement': 'Course management',
  'userMenu.myMedia': 'My media',
  'userMenu.dataBoard': 'Data board',
  'history.empty': 'no viewing record yet',
  'history.viewMore': 'view more',
  'header.menu': 'Main menu',
  'header.schoolLogo': 'School logo',
  'header.platformLogo': 'Platform logo',
  'header.campus': 'Switch campus',
  'header.history': 'Viewing history',
  'header.userMenu': 'User menu',
  'theme.label': 'Theme',
  'theme.light': 'Default blue',
  'theme.dark': 'Purple',
  'theme.blue': 'Blue',
  'theme.green': 'Green',
  'theme.red': 'Red',
  'theme.yellow': 'Gold',
  'history.week': 'week {n}',
  'history.lesson': 'lesson {n}',
  'history.progress': 'watched {percent}%',
  'history.ai': 'AI',

  'menu.p2-front-home': 'Home',
  'menu.p2-front-courses': 'Courses',
  'menu.p2-front-live': 'Live',
  'menu.p2-front-video': 'Recorded',
  'menu.p2-front-search': 'Search',
  'menu.p2-front-class-schedule': 'Timetable',
  'menu.p2-front-help': 'Help centre',
  'menu.p2-front-library': 'Library',
  'menu.p2-front-mooc': 'MOOC',
  'menu.p2-front-report-center': 'Report centre',

  'permission.noSystem': 'the current user has no system permission',
  'permission.menuFailed': 'failed to get menu permission',
  'permission.denied': 'no permission',
  'image.loadFailed': 'load failed',
  'color.wrongHex': 'wrong hex',
  'color.invalidRgb': 'invalid rgb value',

  'uploader.title': 'finished {done} / {total}',
  'uploader.hint': 'Do not close or refresh the page during upload',
  'uploader.empty': 'no files to upload',
  'uploader.fileReadError': 'file {name} read error, please check the file',
  'uploader.confirmClose': 'There are uploads in progress, confirm close?',
  'uploader.rejected': 'the server did not accept the file',
  'uploader.sendFailed': 'the upload failed',
  'uploader.processingFailed': 'the server could not process the video',
  'uploader.status.md5': 'verifying MD5',
  'uploader.status.waiting': 'waiting to upload',
  'uploader.status.uploading': 'uploading',
  'uploader.status.paused': 'paused',
  'uploader.status.success': 'success',
  'uploader.status.failed': 'failed',
  'uploader.status.merging': 'merging',
  'uploader.status.transcoding': 'transcoding',
  'uploader.status.cancelled': 'cancelled',
  // SPEC §8 names the title 'hint' and the buttons confirm and cancel; written as titles and buttons are.
  'dialog.hint': 'Hint',
  'dialog.confirm': 'Confirm',
  'dialog.cancel': 'Cancel',
  // When someone last watched, for someone who has not: one word on every page that says it.
  'lastWatched.never': 'Never',
  ...sessionMessagesEn,
  ...catalogueMessagesEn,
  ...homeMessagesEn,
  ...detailMessagesEn,
  ...playerMessagesEn,
  ...liveMessagesEn,
  ...shareMessagesEn,
  ...notesMessagesEn,
  ...errorMessagesEn,
  ...uploaderMessagesEn,
  ...mediaMessagesEn,
  ...scheduleMessagesEn,
  ...inboxMessagesEn,
  ...personalMessagesEn,
  ...myNoteMessagesEn,
  ...lookMessagesEn,
  ...captureMessagesEn,
  ...ltiMessagesEn,
  ...ltiLaunchMessagesEn,
  ...ltiRosterMessagesEn,
  ...ltiGradesMessagesEn,
  ...ltiRegistrationMessagesEn,
  ...ltiPickerMessagesEn,
  ...adminMessagesEn,
  ...adminDetailMessagesEn,
  ...reportsMessagesEn,
  ...lessonSearchMessagesEn,
  ...playerTextsMessagesEn,
  ...refusalMessagesEn,
  ...captionEditorMessagesEn,
} as const;

export type MessageKey = keyof typeof messagesEn;
/** Route titles: parameterless, so a route can name one without arguments. */
export type RouteTitleKey = Extract<MessageKey, `route.${string}`>;
/** Labels of known menu nodes, by resource sign; other nodes show the name the server gives. */
export type MenuLabelKey = Extract<MessageKey, `menu.${string}`>;

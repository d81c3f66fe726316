import { lazyRouteComponent } from '@tanstack/react-router';
import { withChunkTimeout } from '../services/chunk-load';

/** A page loaded on first visit, within the chunk timeout and with one retry (services/chunk-load.ts). */
const lazyPage = <T extends Record<string, unknown>, K extends keyof T & string>(load: () => Promise<T>, name: K) =>
  lazyRouteComponent(withChunkTimeout(load), name);

/** Page components, each loaded on first visit so the login page stays small. */
export const pages = {
  login: lazyPage(() => import('../ui/login/LoginPage'), 'LoginPage'),
  signedInLayout: lazyPage(() => import('../ui/layout/SignedInLayout'), 'SignedInLayout'),
  personalCenter: lazyPage(() => import('../ui/personal-center/PersonalCenterPage'), 'PersonalCenterPage'),
  playVideo: lazyPage(() => import('../ui/player/PlayVideoPage'), 'PlayVideoPage'),
  playLive: lazyPage(() => import('../ui/live-player/PlayLivePage'), 'PlayLivePage'),
  playCenter: lazyPage(() => import('../ui/player/PlayCenterPage'), 'PlayCenterPage'),
  noAccess: lazyPage(() => import('../ui/pages/NoAccessPage'), 'NoAccessPage'),
  version: lazyPage(() => import('../ui/pages/VersionPage'), 'VersionPage'),
  notFound: lazyPage(() => import('../ui/pages/NotFoundPage'), 'NotFoundPage'),
  changePassword: lazyPage(() => import('../ui/password/ChangePasswordPage'), 'ChangePasswordPage'),
  sso: lazyPage(() => import('../ui/sso/SsoPage'), 'SsoPage'),
  ltiLaunch: lazyPage(() => import('../ui/lti/LtiLaunchPage'), 'LtiLaunchPage'),
  ltiDeepLink: lazyPage(() => import('../ui/lti/LtiDeepLinkPage'), 'LtiDeepLinkPage'),
  kiafLog: lazyPage(() => import('../ui/kiaf-log/KiafLogPage'), 'KiafLogPage'),
  home: lazyPage(() => import('../ui/home/HomePage'), 'HomePage'),
  listLive: lazyPage(() => import('../ui/lists/ListLivePage'), 'ListLivePage'),
  listVideo: lazyPage(() => import('../ui/lists/ListVideoPage'), 'ListVideoPage'),
  advanceSearch: lazyPage(() => import('../ui/advance-search/AdvanceSearchPage'), 'AdvanceSearchPage'),
  liveDetail: lazyPage(() => import('../ui/detail/LiveDetailPage'), 'LiveDetailPage'),
  videoDetail: lazyPage(() => import('../ui/detail/VideoDetailPage'), 'VideoDetailPage'),
  helpCenter: lazyPage(() => import('../ui/help/HelpCenterPage'), 'HelpCenterPage'),
  clipManage: lazyPage(() => import('../ui/clip-manage/ClipManagePage'), 'ClipManagePage'),
  captionEdit: lazyPage(() => import('../ui/caption-editor/CaptionEditPage'), 'CaptionEditPage'),
  superstarCourse: lazyPage(() => import('../ui/superstar/SuperstarCoursePage'), 'SuperstarCoursePage'),
  vodShare: lazyPage(() => import('../ui/share/VodSharePage'), 'VodSharePage'),
  liveShare: lazyPage(() => import('../ui/share/LiveSharePage'), 'LiveSharePage'),
  landing: lazyPage(() => import('../ui/pages/LandingPage'), 'LandingPage'),
  mySchedule: lazyPage(() => import('../ui/schedule/MySchedulePage'), 'MySchedulePage'),
  myMessage: lazyPage(() => import('../ui/messages/MyMessagePage'), 'MyMessagePage'),
  myCollection: lazyPage(() => import('../ui/personal-center/MyCollectionPage'), 'MyCollectionPage'),
  myNote: lazyPage(() => import('../ui/my-note/MyNotePage'), 'MyNotePage'),
  myRecord: lazyPage(() => import('../ui/personal-center/MyRecordPage'), 'MyRecordPage'),
  adminLook: lazyPage(() => import('../ui/admin/look/SchoolLookPage'), 'SchoolLookPage'),
  adminCapture: lazyPage(() => import('../ui/admin/capture/CapturePage'), 'CapturePage'),
  adminLti: lazyPage(() => import('../ui/admin/lti/LtiPage'), 'LtiPage'),
  adminHome: lazyPage(() => import('../ui/admin/AdminHomePage'), 'AdminHomePage'),
  adminDetail: lazyPage(() => import('../ui/admin/detail/AdminDetailPage'), 'AdminDetailPage'),
  dataBoard: lazyPage(() => import('../ui/data-board/DataBoardPage'), 'DataBoardPage'),
  reportCenter: lazyPage(() => import('../ui/report-center/ReportCenterPage'), 'ReportCenterPage'),
  /** Shows the route's title until its issue fills the page. */
  pending: lazyPage(() => import('../ui/pages/PendingPage'), 'PendingPage'),
};

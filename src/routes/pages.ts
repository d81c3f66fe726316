import { lazyRouteComponent } from '@tanstack/react-router';

/** Page components, each loaded on first visit so the login page stays small. */
export const pages = {
  login: lazyRouteComponent(() => import('../ui/login/LoginPage'), 'LoginPage'),
  signedInLayout: lazyRouteComponent(() => import('../ui/layout/SignedInLayout'), 'SignedInLayout'),
  personalCenter: lazyRouteComponent(() => import('../ui/pages/PersonalCenterPage'), 'PersonalCenterPage'),
  playVideo: lazyRouteComponent(() => import('../ui/player/PlayVideoPage'), 'PlayVideoPage'),
  playLive: lazyRouteComponent(() => import('../ui/live-player/PlayLivePage'), 'PlayLivePage'),
  playCenter: lazyRouteComponent(() => import('../ui/player/PlayCenterPage'), 'PlayCenterPage'),
  noAccess: lazyRouteComponent(() => import('../ui/pages/NoAccessPage'), 'NoAccessPage'),
  version: lazyRouteComponent(() => import('../ui/pages/VersionPage'), 'VersionPage'),
  notFound: lazyRouteComponent(() => import('../ui/pages/NotFoundPage'), 'NotFoundPage'),
  changePassword: lazyRouteComponent(() => import('../ui/password/ChangePasswordPage'), 'ChangePasswordPage'),
  sso: lazyRouteComponent(() => import('../ui/sso/SsoPage'), 'SsoPage'),
  kiafLog: lazyRouteComponent(() => import('../ui/kiaf-log/KiafLogPage'), 'KiafLogPage'),
  home: lazyRouteComponent(() => import('../ui/home/HomePage'), 'HomePage'),
  listLive: lazyRouteComponent(() => import('../ui/lists/ListLivePage'), 'ListLivePage'),
  listVideo: lazyRouteComponent(() => import('../ui/lists/ListVideoPage'), 'ListVideoPage'),
  advanceSearch: lazyRouteComponent(() => import('../ui/advance-search/AdvanceSearchPage'), 'AdvanceSearchPage'),
  liveDetail: lazyRouteComponent(() => import('../ui/detail/LiveDetailPage'), 'LiveDetailPage'),
  videoDetail: lazyRouteComponent(() => import('../ui/detail/VideoDetailPage'), 'VideoDetailPage'),
  helpCenter: lazyRouteComponent(() => import('../ui/help/HelpCenterPage'), 'HelpCenterPage'),
  superstarCourse: lazyRouteComponent(() => import('../ui/superstar/SuperstarCoursePage'), 'SuperstarCoursePage'),
  vodShare: lazyRouteComponent(() => import('../ui/share/VodSharePage'), 'VodSharePage'),
  liveShare: lazyRouteComponent(() => import('../ui/share/LiveSharePage'), 'LiveSharePage'),
  /** Shows the route's title until its issue fills the page. */
  pending: lazyRouteComponent(() => import('../ui/pages/PendingPage'), 'PendingPage'),
};

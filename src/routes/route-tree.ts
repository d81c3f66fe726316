import './static-data';
import {
  captionEditRoute,
  clipManageRoute,
  helpCenterRoute,
  liveDetailRoute,
  playCenterRoute,
  playLiveRoute,
  playVideoRoute,
  superstarCourseRoute,
  videoDetailRoute,
} from './full-window-routes';
import { changePasswordRoute, kiafHomepageRoute, kiafLogRoute, kiafSsoRoute, kiafVersionRoute } from './kiaf-routes';
import { indexRoute, layoutRoute } from './layout-route';
import { loginRoute, pwdloginRoute } from './login-routes';
import { ltiLaunchRoute } from './lti-routes';
import { ltiPickerRoute } from './lti-picker-route';
import {
  adminDetailRoute,
  adminHomeRoute,
  adminCaptureRoute,
  adminLookRoute,
  adminLtiRoute,
  advanceSearchRoute,
  homeRoute,
  listLiveRoute,
  listVideoRoute,
  noAccessRoute,
  reportCenterRoute,
} from './main-routes';
import {
  myCollectionRoute,
  myMessageRoute,
  myNoteRoute,
  myRecordRoute,
  myScheduleRoute,
  personalCenterIndexRoute,
  personalCenterRoute,
} from './personal-center-routes';
import { rootRoute } from './root-route';
import { dataBoardRoute, legacyShareRoutes, liveShareRoute, vodShareRoute } from './standalone-routes';

/** Every route of SPEC §2. */
export const routeTree = rootRoute.addChildren([
  loginRoute,
  pwdloginRoute,
  dataBoardRoute,
  liveShareRoute,
  vodShareRoute,
  ...legacyShareRoutes,
  indexRoute,
  kiafLogRoute,
  kiafSsoRoute,
  kiafVersionRoute,
  kiafHomepageRoute,
  changePasswordRoute,
  ltiLaunchRoute,
  ltiPickerRoute,
  layoutRoute.addChildren([
    homeRoute,
    listLiveRoute,
    listVideoRoute,
    advanceSearchRoute,
    reportCenterRoute,
    adminHomeRoute,
    adminDetailRoute,
    adminLookRoute,
    adminCaptureRoute,
    adminLtiRoute,
    noAccessRoute,
    personalCenterRoute.addChildren([
      personalCenterIndexRoute,
      myNoteRoute,
      myScheduleRoute,
      myCollectionRoute,
      myRecordRoute,
      myMessageRoute,
    ]),
    helpCenterRoute,
    liveDetailRoute,
    playLiveRoute,
    videoDetailRoute,
    playVideoRoute,
    playCenterRoute,
    clipManageRoute,
    captionEditRoute,
    superstarCourseRoute,
  ]),
]);

import { apiArea } from '../area';
import { casRoutes } from './cas';
import { clientErrorRoutes } from './client-errors';
import { configKeyValueRoutes } from './config-key-values';
import { landingRoutes } from './landing';
import { loginAcknowledgeRoutes } from './login-acknowledge';
import { logoutRoutes } from './logout';
import { runtimeConfigRoute } from './runtime-config';
import { serverTimeRoutes } from './server-time';
import { sharedLiveRoutes } from './shared-live';
import { sharedVodRoutes } from './shared-vod';
import { sharedVodTextRoutes } from './shared-vod-texts';
import { signInRoutes } from './sign-in';
import { styleConfigRoutes } from './style-config';
import { visitRecordRoutes } from './visit-record';

/**
 * Everything answered without a session: the runtime configuration, sign-in, refresh, CAS and
 * logout, the login page's look, the server's clock, the visitors' front page, visit and error
 * reports, and share links. A route here may still read a session it is sent (the tenant, who
 * visited), but never needs one.
 */
export const publicArea = apiArea<{ port: number }>('public', [
  runtimeConfigRoute,
  signInRoutes,
  casRoutes,
  logoutRoutes,
  styleConfigRoutes,
  configKeyValueRoutes,
  loginAcknowledgeRoutes,
  serverTimeRoutes,
  landingRoutes,
  visitRecordRoutes,
  clientErrorRoutes,
  sharedVodRoutes,
  sharedVodTextRoutes,
  sharedLiveRoutes,
]);

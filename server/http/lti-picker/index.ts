import { apiArea } from '../area';
import { deepLinkPickerRoutes } from './deep-link-picker';

/**
 * LTI deep linking's picker (docs/lti.md "Deep linking"): signed in, with the session the
 * deep-linking launch gave (the selection is its user's alone, checked per call), unlike the
 * platform-facing routes of `lti/`, which no session reaches.
 */
export const ltiPickerArea = apiArea('signedIn', [deepLinkPickerRoutes]);

import { SIGN } from '../constants';

/**
 * The permission sign each route needs (SPEC §5 "Route access is gated by a permission sign
 * list"); routes not listed need none beyond signing in. The server enforces the same signs.
 */
const ROUTE_SIGNS: Record<string, string> = {
  '/personal-center/my-collection': SIGN.collect,
  '/personal-center/my-message': SIGN.message,
  '/personal-center/my-record': SIGN.viewingRecord,
  '/personal-center/my-note': SIGN.notes,
  '/personal-center/my-schedule': SIGN.schedule,
  '/admin/home': SIGN.admin,
  '/admin/detail': SIGN.admin,
  '/admin/look': SIGN.admin,
  '/admin/capture': SIGN.admin,
  '/admin/lti': SIGN.admin,
  // Reached from a class's page, /admin/detail; the server decides per track who may change it.
  '/caption-edit': SIGN.admin,
  '/clip-manage': SIGN.media,
  '/data-board': SIGN.dataBoard,
  '/report-center': SIGN.reportCenter,
};

export function requiredSignOf(path: string): string | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTE_SIGNS[normalised] ?? null;
}

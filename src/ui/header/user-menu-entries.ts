import { SIGN } from '../../constants';
import type { MessageKey } from '../i18n/messages-en';

/**
 * The user dropdown (SPEC §2 "User dropdown"): each entry with the sign that allows it. Logout
 * follows them and needs no sign.
 */
export type UserMenuTarget = { kind: 'route'; path: string } | { kind: 'window'; path: string; windowName: string };

type UserMenuLabelKey = Extract<MessageKey, `userMenu.${string}`>;

export type UserMenuEntry = { id: string; sign: string; labelKey: UserMenuLabelKey; target: UserMenuTarget };

/** The data board's window is named, so a second click reuses it. */
export const DATA_BOARD_WINDOW_NAME = 'data board';

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  {
    id: 'favourites',
    sign: SIGN.collect,
    labelKey: 'userMenu.favourites',
    target: { kind: 'route', path: '/personal-center/my-collection?mode=collection' },
  },
  { id: 'messages', sign: SIGN.message, labelKey: 'userMenu.messages', target: { kind: 'route', path: '/personal-center/my-message' } },
  {
    id: 'viewing-record',
    sign: SIGN.viewingRecord,
    labelKey: 'userMenu.viewingRecord',
    target: { kind: 'route', path: '/personal-center/my-record' },
  },
  { id: 'notes', sign: SIGN.notes, labelKey: 'userMenu.notes', target: { kind: 'route', path: '/personal-center/my-note' } },
  {
    id: 'timetable',
    sign: SIGN.schedule,
    labelKey: 'userMenu.timetable',
    target: { kind: 'route', path: '/personal-center/my-schedule?mode=schedule' },
  },
  { id: 'course-management', sign: SIGN.admin, labelKey: 'userMenu.courseManagement', target: { kind: 'route', path: '/admin/home' } },
  { id: 'my-media', sign: SIGN.media, labelKey: 'userMenu.myMedia', target: { kind: 'route', path: '/clip-manage' } },
  {
    id: 'data-board',
    sign: SIGN.dataBoard,
    labelKey: 'userMenu.dataBoard',
    target: { kind: 'window', path: '/data-board', windowName: DATA_BOARD_WINDOW_NAME },
  },
];

import { SIGN } from '../../constants';
import type { MessageKey } from '../i18n/messages-en';

/** The personal center's side menu (SPEC §2, §6): each child with the sign that allows it. */
export type PersonalMenuEntry = {
  id: string;
  sign: string;
  to:
    | '/personal-center/my-schedule'
    | '/personal-center/my-collection'
    | '/personal-center/my-record'
    | '/personal-center/my-message'
    | '/personal-center/my-note';
  labelKey: Extract<MessageKey, `route.${string}`>;
};

export const PERSONAL_MENU: readonly PersonalMenuEntry[] = [
  { id: 'schedule', sign: SIGN.schedule, to: '/personal-center/my-schedule', labelKey: 'route.mySchedule' },
  { id: 'collection', sign: SIGN.collect, to: '/personal-center/my-collection', labelKey: 'route.myCollection' },
  { id: 'record', sign: SIGN.viewingRecord, to: '/personal-center/my-record', labelKey: 'route.myRecord' },
  { id: 'message', sign: SIGN.message, to: '/personal-center/my-message', labelKey: 'route.myMessage' },
  { id: 'note', sign: SIGN.notes, to: '/personal-center/my-note', labelKey: 'route.myNote' },
];

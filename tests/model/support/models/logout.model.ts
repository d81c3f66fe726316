import { logoutMachine, type LogoutEvent } from '../../../../src/machines/logout.machine';
import { defineModel, type EventFixtures } from '../model';

type LogoutInternalEvent = 'xstate.done.actor.callLogout' | 'xstate.error.actor.callLogout' | 'xstate.after.logoutDelay.logout.waiting';

export const logoutEvents = {
  'logout.request': [{ type: 'logout.request' }],
  'logout.fromOtherTab': [{ type: 'logout.fromOtherTab' }],
  'xstate.done.actor.callLogout': [{ type: 'xstate.done.actor.callLogout', output: undefined }],
  'xstate.error.actor.callLogout': [{ type: 'xstate.error.actor.callLogout', error: { message: 'server unreachable' } }],
  'xstate.after.logoutDelay.logout.waiting': [{ type: 'xstate.after.logoutDelay.logout.waiting' }],
} as const satisfies EventFixtures<LogoutEvent, LogoutInternalEvent>;

export const logoutModel = defineModel({
  name: 'logout',
  machine: logoutMachine,
  worlds: [
    { name: 'configured page', input: { logoutType: 0 } },
    { name: 'variant 2', input: { logoutType: 2 } },
  ],
  events: logoutEvents,
});

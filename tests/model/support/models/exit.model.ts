import { exitMachine, type ExitEvent, type ExitInput } from '../../../../src/machines/exit.machine';
import { defineModel, type EventFixtures } from '../model';

type ExitInternalEvent = 'xstate.done.actor.flushLogs' | 'xstate.error.actor.flushLogs';

export const exitEvents = {
  'xstate.done.actor.flushLogs': [{ type: 'xstate.done.actor.flushLogs', output: undefined }],
  'xstate.error.actor.flushLogs': [{ type: 'xstate.error.actor.flushLogs', error: { message: 'log store unavailable' } }],
} as const satisfies EventFixtures<ExitEvent, ExitInternalEvent>;

export const pageExit: ExitInput = {
  logoutType: 0,
  appAddress: 'https://campus.example.edu/',
  loginPage: '/login',
  config: {
    BASE_URL: '',
    CAS_LOGIN: '',
    LOGOUT_PAGE: '',
    LOGOUT_URL: '',
    KIAF_CROSS_BROADCAST: 'N',
    CUSTOM_API: { CAS_URL: 'https://cas.example.edu' },
  },
};

export const exitModel = defineModel({
  name: 'exit',
  machine: exitMachine,
  worlds: [
    { name: 'default page', input: pageExit },
    {
      name: 'keep temporary tokens, broadcast',
      input: { ...pageExit, keepTemporaryTokens: true, config: { ...pageExit.config, KIAF_CROSS_BROADCAST: 'Y' } },
    },
    { name: 'variant 1', input: { ...pageExit, logoutType: 1, config: { ...pageExit.config, LOGOUT_PAGE: '#/goodbye' } } },
    { name: 'variant 2', input: { ...pageExit, logoutType: 2 } },
    { name: 'CAS-only login', input: { ...pageExit, logoutType: 2, config: { ...pageExit.config, CAS_LOGIN: 'ONLY' } } },
  ],
  events: exitEvents,
});

import { describeGeneratedPaths } from './support/generated-paths';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { exitMachine, type ExitInput } from '../../src/machines/exit.machine';
import { exitTarget } from '../../src/machines/exit-targets';
import { instrument, type EffectCall, type StepRecord } from './support/model';
import { exitModel, pageExit } from './support/models/exit.model';

const names = (calls: EffectCall[]) => calls.map((call) => call.name);

/** What each exit variant does to the browser (SPEC §4 "Exit"). */
const NAVIGATION = {
  casLogout: ['goToAddress'],
  replaceAndClose: ['replaceLocation', 'closeWindow'],
  authServiceLogout: ['goToAddress'],
  page: ['goToAddress', 'reloadPage'],
} as const;
const NAVIGATION_ACTIONS = ['goToAddress', 'replaceLocation', 'closeWindow', 'reloadPage'];

function exitRules(step: StepRecord<ExitInput>): void {
  const { input, event, after, calls } = step;
  const done = names(calls);
  if (event.type === 'xstate.init') {
    // The tokens go, the temporary ones too unless kept, and the log flush starts, all within
    // actor.start() (XState starts the invoked actor before it runs the first step's actions).
    const clears = input.keepTemporaryTokens === true ? ['clearStoredTokens'] : ['clearStoredTokens', 'clearTemporaryTokens'];
    expect(calls.filter((call) => call.kind === 'action').map((call) => call.name)).toEqual(clears);
    expect(calls.filter((call) => call.kind === 'actor').map((call) => call.name)).toEqual(['flushLogs']);
    expect(after.value).toBe('flushingLogs');
    return;
  }
  // Whether the flush worked or not, the exit goes on.
  expect(after.value).toBe('left');
  const target = exitTarget(input);
  expect(after.output).toEqual(target);
  const broadcast = input.config.KIAF_CROSS_BROADCAST === 'Y' ? ['broadcastLogout'] : [];
  expect(done).toEqual([...broadcast, ...NAVIGATION[target.kind]]);
  const navigation = calls.filter((call) => NAVIGATION_ACTIONS.includes(call.name) && call.params !== undefined);
  for (const call of navigation) expect(call.params).toEqual({ href: target.href });
  if (target.kind === 'authServiceLogout') {
    const returnUri = new URL(target.href, input.appAddress).searchParams.get('returnUri') ?? '';
    expect(returnUri).toContain('type=cas');
  }
}

describeGeneratedPaths(exitModel, exitRules);

async function exit(input: ExitInput, flush: () => Promise<void> = async () => {}) {
  const calls: EffectCall[] = [];
  const machine = instrument(exitMachine, (call) => calls.push(call)).provide({ actors: { flushLogs: fromPromise(flush) } });
  const target = await toPromise(createActor(machine, { input }).start());
  return { target, calls };
}

describe('exit machine: journeys', () => {
  it('by default opens the login page and reloads', async () => {
    const { target, calls } = await exit(pageExit);
    expect(target).toEqual({ kind: 'page', href: 'https://campus.example.edu/#/login' });
    expect(names(calls)).toEqual(['clearStoredTokens', 'clearTemporaryTokens', 'goToAddress', 'reloadPage']);
  });

  it('variant 2 goes to the authentication logout with a return address carrying type=cas', async () => {
    const { target } = await exit({ ...pageExit, logoutType: 2 });
    expect(target.kind).toBe('authServiceLogout');
    const address = new URL(target.href, 'https://campus.example.edu/');
    expect(address.pathname).toBe('/auth/logout');
    expect(address.searchParams.get('json')).toBe('0');
    expect(address.searchParams.get('returnUri')).toBe('https://campus.example.edu/#/login?type=cas');
  });

  it('variant 1 replaces the location with the configured page and tries to close the window', async () => {
    const { target, calls } = await exit({ ...pageExit, logoutType: 1, config: { ...pageExit.config, LOGOUT_PAGE: '#/goodbye' } });
    expect(target).toEqual({ kind: 'replaceAndClose', href: 'https://campus.example.edu/#/goodbye' });
    expect(calls.filter((call) => call.name === 'replaceLocation')).toEqual([
      { kind: 'action', name: 'replaceLocation', params: { href: 'https://campus.example.edu/#/goodbye' } },
    ]);
    expect(names(calls)).toContain('closeWindow');
  });

  it('CAS-only login leaves through the authentication logout, LOGOUT_URL first', async () => {
    const cas = { ...pageExit, config: { ...pageExit.config, CAS_LOGIN: 'ONLY' as const } };
    expect((await exit(cas)).target.href).toMatch(/^https:\/\/cas\.example\.edu\/auth\/logout\?json=0&returnUri=/);
    const alternative = { ...cas, config: { ...cas.config, LOGOUT_URL: 'https://sso.example.edu' } };
    expect((await exit(alternative)).target.href).toMatch(/^https:\/\/sso\.example\.edu\/auth\/logout\?/);
  });

  it('a failed log flush does not stop the exit; the broadcast goes out when configured', async () => {
    const input = { ...pageExit, keepTemporaryTokens: true, config: { ...pageExit.config, KIAF_CROSS_BROADCAST: 'Y' as const } };
    const { target, calls } = await exit(input, () => Promise.reject(new Error('IndexedDB closed')));
    expect(target.kind).toBe('page');
    expect(names(calls)).toEqual(['clearStoredTokens', 'broadcastLogout', 'goToAddress', 'reloadPage']);
  });
});

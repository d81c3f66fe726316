/**
 * Exit (SPEC §4 "Exit"; DESIGN.md §5): leaving the app after logout, kick or a logout in
 * another tab. One run per exit.
 *
 * `clearing` removes the tokens from local and session storage and, unless the input keeps
 * them, the temporary tokens. `flushingLogs` writes the pending client logs (`flushLogs`; a
 * failure is tolerated, the user is leaving). `broadcasting` tells other tabs when
 * KIAF_CROSS_BROADCAST is Y. `leaving` picks the exit variant from the pure `exitTarget`:
 * CAS-only login goes to the authentication logout address (LOGOUT_URL, else CAS_URL);
 * variant 1 replaces the location and tries to close the window; variant 2 goes to the
 * authentication service's logout with a return address carrying type=cas; otherwise the
 * configured page (LOGOUT_PAGE, else login) is opened and the page reloads. The output is
 * the chosen target.
 */
import { setup } from 'xstate';
import { edgeAction, edgeActor } from './edge-stubs';
import { exitTarget, type ExitPlace, type ExitTarget } from './exit-targets';

export type ExitInput = ExitPlace & {
  /** Keep the temporary tokens (default: they are cleared too). */
  keepTemporaryTokens?: boolean;
};

export type ExitContext = ExitPlace & { keepTemporaryTokens: boolean };

/** It takes no events: one run, moved on by its invoked actor's outcome. */
export type ExitEvent = never;

const targetOf = (context: ExitContext): ExitTarget => exitTarget(context);
const hrefOf = ({ context }: { context: ExitContext }) => ({ href: targetOf(context).href });

export const exitMachine = setup({
  types: {
    context: {} as ExitContext,
    input: {} as ExitInput,
    output: {} as ExitTarget,
  },
  actors: {
    flushLogs: edgeActor<void>('flushLogs'),
  },
  actions: {
    clearStoredTokens: edgeAction('clearStoredTokens'),
    clearTemporaryTokens: edgeAction('clearTemporaryTokens'),
    broadcastLogout: edgeAction('broadcastLogout'),
    goToAddress: edgeAction<{ href: string }>('goToAddress'),
    replaceLocation: edgeAction<{ href: string }>('replaceLocation'),
    closeWindow: edgeAction('closeWindow'),
    reloadPage: edgeAction('reloadPage'),
  },
  guards: {
    keepsTemporaryTokens: ({ context }) => context.keepTemporaryTokens,
    shouldBroadcast: ({ context }) => context.config.KIAF_CROSS_BROADCAST === 'Y',
    isCasOnlyLogin: ({ context }) => targetOf(context).kind === 'casLogout',
    isReplaceAndClose: ({ context }) => targetOf(context).kind === 'replaceAndClose',
    isAuthServiceLogout: ({ context }) => targetOf(context).kind === 'authServiceLogout',
  },
}).createMachine({
  id: 'exit',
  context: ({ input }) => ({ ...input, keepTemporaryTokens: input.keepTemporaryTokens ?? false }),
  output: ({ context }) => targetOf(context),
  initial: 'clearing',
  states: {
    clearing: {
      description: 'Tokens go first, so nothing after this can act as the user.',
      always: [
        { guard: 'keepsTemporaryTokens', target: 'flushingLogs', actions: 'clearStoredTokens' },
        { target: 'flushingLogs', actions: ['clearStoredTokens', 'clearTemporaryTokens'] },
      ],
    },
    flushingLogs: {
      description: 'Pending client logs are written; a failure does not stop the exit.',
      invoke: {
        id: 'flushLogs',
        src: 'flushLogs',
        onDone: { target: 'broadcasting' },
        onError: { target: 'broadcasting' },
      },
    },
    broadcasting: {
      always: [{ guard: 'shouldBroadcast', target: 'leaving', actions: 'broadcastLogout' }, { target: 'leaving' }],
    },
    leaving: {
      description: 'The exit variant decides where the browser goes.',
      always: [
        { guard: 'isCasOnlyLogin', target: 'left', actions: { type: 'goToAddress', params: hrefOf } },
        { guard: 'isReplaceAndClose', target: 'left', actions: [{ type: 'replaceLocation', params: hrefOf }, 'closeWindow'] },
        { guard: 'isAuthServiceLogout', target: 'left', actions: { type: 'goToAddress', params: hrefOf } },
        { target: 'left', actions: [{ type: 'goToAddress', params: hrefOf }, 'reloadPage'] },
      ],
    },
    left: { type: 'final' },
  },
});

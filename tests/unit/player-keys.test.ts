import { expect, it } from 'vitest';
import { SEEK_STEP_S, VOLUME_STEP, playerKeyAction } from '../../src/ui/player/player-keys';

const plain = { ctrl: false, meta: false, alt: false };

it.each([
  [' ', { kind: 'togglePlay' }],
  ['ArrowLeft', { kind: 'seek', bySeconds: -SEEK_STEP_S }],
  ['ArrowRight', { kind: 'seek', bySeconds: SEEK_STEP_S }],
  ['ArrowUp', { kind: 'volume', by: VOLUME_STEP }],
  ['ArrowDown', { kind: 'volume', by: -VOLUME_STEP }],
  ['f', { kind: 'toggleFullscreen' }],
  ['F', { kind: 'toggleFullscreen' }],
  ['m', { kind: 'toggleMute' }],
  ['M', { kind: 'toggleMute' }],
])('maps %j to its action', (key, action) => {
  expect(playerKeyAction(key, plain)).toEqual(action);
});

it('leaves other keys and shortcuts with modifiers to the browser', () => {
  expect(playerKeyAction('k', plain)).toBeNull();
  expect(playerKeyAction('Enter', plain)).toBeNull();
  expect(playerKeyAction('f', { ...plain, ctrl: true })).toBeNull();
  expect(playerKeyAction('ArrowLeft', { ...plain, meta: true })).toBeNull();
  expect(playerKeyAction(' ', { ...plain, alt: true })).toBeNull();
});

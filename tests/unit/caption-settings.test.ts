// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { CAPTION_DEFAULTS } from '../../src/machines/menu-tree';
import { readStored, writeStored } from '../../src/services/storage';
import { readCaptionSettings, writeCaptionSettings } from '../../src/ui/player/caption-settings';

beforeEach(() => sessionStorage.clear());

it('starts from the spec defaults: open, size 1, white', () => {
  expect(readCaptionSettings()).toEqual({ open: true, subtitleSize: 1, subtitleColor: 'white' });
  expect(CAPTION_DEFAULTS).toEqual({ open: true, subtitleSize: 1, subtitleColor: 'white' });
});

it('keeps what the viewer chose in session storage, with the menu data', () => {
  writeCaptionSettings({ open: false, subtitleSize: 1.5, subtitleColor: 'yellow' });
  expect(JSON.parse(readStored('captionSettings')!)).toEqual({ open: false, subtitleSize: 1.5, subtitleColor: 'yellow' });
  expect(readCaptionSettings()).toEqual({ open: false, subtitleSize: 1.5, subtitleColor: 'yellow' });
});

it('remembers the track chosen by its language and who made it, not by an id of one recording', () => {
  writeCaptionSettings({ open: true, subtitleSize: 1, subtitleColor: 'white', track: { language: 'zh', origin: 'human' } });
  expect(readCaptionSettings().track).toEqual({ language: 'zh', origin: 'human' });
});

it.each([
  'not json',
  '{"open":true,"subtitleSize":1,"subtitleColor":"white","track":{"language":"fr","origin":"human"}}',
  '{"open":"yes"}',
  '{"open":true,"subtitleSize":9,"subtitleColor":"white"}',
  '{"open":true,"subtitleSize":1,"subtitleColor":"red;}"}',
])('falls back to the defaults when the stored value is damaged: %s', (stored) => {
  writeStored('captionSettings', stored);
  expect(readCaptionSettings()).toEqual({ open: true, subtitleSize: 1, subtitleColor: 'white' });
});

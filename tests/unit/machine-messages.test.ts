import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { MACHINE_MESSAGE_IDS, type MachineMessageId } from '../../src/machines/machine-messages';
import type { MessageKey } from '../../src/ui/i18n/messages-en';
import { loadCatalogue, LANGUAGES, catalogueOf } from '../../src/ui/i18n/translate';

// Each language's catalogue is a chunk of its own, loaded before use (src/ui/i18n/translate.ts).
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

/** The machines name their messages by id (issue 16 item 5); the UI's catalogue must cover every one. */
describe('machine message ids', () => {
  it('are all keys of the catalogue (type-checked)', () => {
    expectTypeOf<MachineMessageId>().toExtend<MessageKey>();
  });

  it.each(LANGUAGES)('each has a text in %s', (language) => {
    const catalogue: Record<string, string | undefined> = catalogueOf(language);
    for (const id of MACHINE_MESSAGE_IDS) expect(catalogue[id]?.trim() ?? '', `${language} ${id}`).not.toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { REFUSAL_REASONS, REFUSALS } from '../../src/schemas/refusals';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';

/**
 * Every refusal the server can give a form (src/schemas/refusals.ts) has a sentence in both
 * languages, and each sentence names exactly the values the refusal carries: a page never shows
 * a key, an unfilled `{placeholder}` or a value it was not given.
 */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
const catalogues = { en: messagesEn as Record<string, string>, zh: messagesZh as Record<string, string> };

describe('refusal sentences', () => {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`${language}: one sentence per reason, naming the reason's values`, () => {
      for (const reason of REFUSAL_REASONS) {
        const sentence = catalogue[`refusal.${reason}`];
        expect(sentence, reason).toBeTypeOf('string');
        expect(placeholders(sentence!), reason).toEqual([...REFUSALS[reason]].sort());
      }
      const extra = Object.keys(catalogue).filter((key) => key.startsWith('refusal.') && !(key.slice(8) in REFUSALS));
      expect(extra).toEqual([]);
    });
  }
});

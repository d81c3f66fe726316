import type { LtiDeepLinkAnswerBody, LtiPickedKind, LtiPickerOffer } from '../../schemas/lti-deep-link';

/**
 * What the teacher has chosen in the deep-linking picker (docs/lti.md "Deep linking"), pure. Keyed
 * by kind and id, so a search that hides an item keeps it chosen. With a platform that takes one
 * item, choosing another replaces it. A class is always a link; a recording or clip may be an
 * embedded player only when the platform takes one.
 */
export type Presentation = 'link' | 'embed';
export type PickedEntry = { kind: LtiPickedKind; id: string; title: string; presentation: Presentation };
export type Selection = ReadonlyMap<string, PickedEntry>;

export const EMPTY_SELECTION: Selection = new Map();

export const keyOf = (kind: LtiPickedKind, id: string): string => `${kind}:${id}`;

export const mayEmbed = (kind: LtiPickedKind, offer: Pick<LtiPickerOffer, 'embed'>): boolean => offer.embed && kind !== 'class';

export function toggled(selection: Selection, item: Omit<PickedEntry, 'presentation'>, offer: Pick<LtiPickerOffer, 'multiple'>): Selection {
  const key = keyOf(item.kind, item.id);
  if (selection.has(key)) {
    const next = new Map(selection);
    next.delete(key);
    return next;
  }
  const next = offer.multiple ? new Map(selection) : new Map<string, PickedEntry>();
  next.set(key, { ...item, presentation: 'link' });
  return next;
}

export function presented(selection: Selection, key: string, presentation: Presentation, offer: Pick<LtiPickerOffer, 'embed'>): Selection {
  const entry = selection.get(key);
  if (!entry || (presentation === 'embed' && !mayEmbed(entry.kind, offer))) return selection;
  return new Map(selection).set(key, { ...entry, presentation });
}

/** The answer the server signs: the chosen items in the order chosen. */
export const answerOf = (selection: Selection): LtiDeepLinkAnswerBody => ({
  items: [...selection.values()].map(({ kind, id, presentation }) => ({ kind, id, presentation })),
});

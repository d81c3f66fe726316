import { z } from 'zod';
import { idText, plainText } from './text';

/**
 * LTI Deep Linking 2.0 (docs/lti.md "Deep linking"): the teacher's picker in the SPA asks what it
 * may link for its deep-linking launch, and sends the chosen items (or none, to cancel) for the
 * server to sign as the LtiDeepLinkingResponse it then posts to the platform. The platform's
 * request (its return address, its `data`) stays on the server: the browser only ever learns what
 * the platform accepts, and receives the signed answer with the one address it must go to.
 */

/** Longest search text; the picker searches titles and names. */
export const LTI_PICKER_QUERY_MAX = 100;
/** Most items one answer carries, and most of each kind the picker lists. */
export const LTI_PICKER_ITEMS_MAX = 50;
/** Longest message a cancelled selection sends back to the platform. */
export const LTI_PICKER_MESSAGE_MAX = 500;

export const ltiDeepLinkParamsSchema = z.object({ launchId: idText() });

export const ltiPickerQuerySchema = z.object({
  q: plainText().trim().max(LTI_PICKER_QUERY_MAX).optional(),
});

/** What the platform accepts, as far as the picker's choices go. */
export const ltiPickerOfferSchema = z.object({
  /** Several items in one answer. */
  multiple: z.boolean(),
  /** A recording or clip as a player embedded in the course page (an iframe). */
  embed: z.boolean(),
  /** Links at all: false when the platform takes no LTI resource links (the teacher can only cancel). */
  links: z.boolean(),
  /** The platform's title and text for what is being added, if it gave them. */
  title: z.string().nullable(),
  text: z.string().nullable(),
});
export type LtiPickerOffer = z.infer<typeof ltiPickerOfferSchema>;

export const ltiPickerClassSchema = z.object({ id: z.string(), name: z.string() });
export const ltiPickerRecordingSchema = z.object({ id: z.string(), title: z.string(), className: z.string(), durationS: z.number() });
export const ltiPickerClipSchema = z.object({ id: z.string(), title: z.string(), durationS: z.number() });

export const ltiPickerChoicesSchema = z.object({
  offer: ltiPickerOfferSchema,
  classes: z.array(ltiPickerClassSchema),
  recordings: z.array(ltiPickerRecordingSchema),
  clips: z.array(ltiPickerClipSchema),
});
export type LtiPickerChoices = z.infer<typeof ltiPickerChoicesSchema>;

/** The kinds of item the picker links, named as `lectern_target` names them (server/lti/launch-target.ts). */
export const LTI_PICKED_KINDS = ['class', 'vod', 'clip'] as const;
export type LtiPickedKind = (typeof LTI_PICKED_KINDS)[number];

export const ltiPickedItemSchema = z.object({
  kind: z.enum(LTI_PICKED_KINDS),
  id: idText(),
  /** `embed`: a player in the course page; a class is always a link. */
  presentation: z.enum(['link', 'embed']),
});
export type LtiPickedItem = z.infer<typeof ltiPickedItemSchema>;

/** The teacher's choice: the items to add, none to cancel (with an optional message for the platform). Strict: an answer naming anything else (a return address) is refused. */
export const ltiDeepLinkAnswerBodySchema = z.strictObject({
  items: z.array(ltiPickedItemSchema).max(LTI_PICKER_ITEMS_MAX),
  message: plainText().trim().max(LTI_PICKER_MESSAGE_MAX).optional(),
});
export type LtiDeepLinkAnswerBody = z.infer<typeof ltiDeepLinkAnswerBodySchema>;

/** The signed LtiDeepLinkingResponse and where the browser posts it (as the form field `JWT`). */
export const ltiDeepLinkAnswerSchema = z.object({ returnUrl: z.string(), jwt: z.string() });
export type LtiDeepLinkAnswer = z.infer<typeof ltiDeepLinkAnswerSchema>;

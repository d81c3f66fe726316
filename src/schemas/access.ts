import { z } from 'zod';

/**
 * `GET /v1/web/login/acknowledge` and `GET /v1/access` (SPEC §7 "Authentication and session",
 * parameters and answers chosen: docs/api.md "Authentication and session").
 */

/**
 * The notice a school shows on its login page (terms of use, privacy): style entry
 * `LoginAcknowledge`, JSON `{ show, title, content }`. Plain text, never markup.
 */
export const loginAcknowledgeSchema = z.object({ show: z.boolean(), title: z.string(), content: z.string() });
export type LoginAcknowledge = z.infer<typeof loginAcknowledgeSchema>;

/** What the signed-in caller may use: the product's branch (SPEC §6) and every sign held. */
export const accessSummarySchema = z.object({
  /** The caller holds the menu sign, so the app opens for them (else: 'no system permission'). */
  hasAccess: z.boolean(),
  menuSign: z.string(),
  /** Every resource sign granted, sorted. */
  signs: z.array(z.string()),
  /** A forced password change is pending: nothing but identity, logout and the change answers. */
  mustChangePassword: z.boolean(),
});
export type AccessSummary = z.infer<typeof accessSummarySchema>;

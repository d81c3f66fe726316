import { z } from 'zod';
import { idText, multilineText, plainText } from './text';
import { STYLE_CODES } from './shell';

/**
 * The school's look (docs/admin.md "School look"), for the tenant's administrators: the style
 * configuration entries of SPEC §3, the platform info (browser title and icon) and the campuses.
 * Readers see a change on their next GET /v1/config/style(s), /v1/school/info, /v1/campus/list.
 */

/** The codes an administrator edits (SPEC §3 "Style configuration entry", known codes): all but the chosen LoginAcknowledge. */
export const SCHOOL_LOOK_CODES = STYLE_CODES.filter(
  (code): code is Exclude<(typeof STYLE_CODES)[number], 'LoginAcknowledge'> => code !== 'LoginAcknowledge',
) as [Exclude<(typeof STYLE_CODES)[number], 'LoginAcknowledge'>, ...Exclude<(typeof STYLE_CODES)[number], 'LoginAcknowledge'>[]];
export type SchoolLookCode = (typeof SCHOOL_LOOK_CODES)[number];

/**
 * Platform info (SPEC §3: poapName, browserImgUrl) has no table of its own: it is kept as two
 * more style entries of the tenant (chosen codes), read by server/config/platform-info.ts.
 */
export const PLATFORM_CODES = { poapName: 'PlatformName', browserImgUrl: 'BrowserIcon' } as const;

/** Longest text of an entry (a DefaultCover of many pictures fits). */
export const STYLE_VALUE_MAX = 16_384;
/** Longest picture address. */
export const PICTURE_URL_MAX = 2048;
export const FOOTER_MAX = 500;
export const PLATFORM_NAME_MAX = 100;
export const DEFAULT_COVER_PICTURES_MAX = 20;
export const CAMP_NAME_MAX = 50;
export const DOMAIN_NAME_MAX = 255;

/**
 * A picture address: one uploaded here (POST /v1/admin/branding-pictures answers it:
 * /media/branding/<tenant>/<file>, which the server also checks is the caller's tenant's) or an
 * https address. Nothing else: no http (mixed content), no javascript: or data: addresses.
 */
export const BRANDING_PICTURE_PATH = /^\/media\/branding\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp|gif)$/i;
const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};
export const pictureUrl = () =>
  plainText()
    .trim()
    .min(1, 'is required')
    .max(PICTURE_URL_MAX)
    .refine((value) => BRANDING_PICTURE_PATH.test(value) || isHttpsUrl(value), {
      message: 'must be a picture uploaded here (/media/branding/…) or an https address',
    });
/** A logo or icon: a picture address, or '' for none (the reader's fallback shows). */
export const optionalPictureUrl = () => z.union([z.literal(''), pictureUrl()]);

/** The JSON values (SPEC §3), as the readers parse them (src/ui/covers/default-cover.ts, …). */
export const defaultCoverValueSchema = z.strictObject({
  /** 1: the pictures spread over the classes; other: the first picture everywhere. */
  showType: z.number().int().min(0).max(9),
  /** 1: the course name written over the picture; other: the picture alone. */
  styleType: z.number().int().min(0).max(9),
  picUrls: z
    .array(z.strictObject({ order: z.number().int().min(0).max(999), url: pictureUrl() }))
    .max(DEFAULT_COVER_PICTURES_MAX, `at most ${DEFAULT_COVER_PICTURES_MAX} pictures`),
});
export const rankingListValueSchema = z.strictObject({ show: z.boolean() });
export const courseNoValueSchema = z.strictObject({ show: z.union([z.literal(0), z.literal(1)]) });
/** 0, 1, 2: the exit variants of SPEC §4 "Exit" (themeInfo.logoutType). */
export const userLogoutValueSchema = z.strictObject({ type: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
export const footerValueSchema = () => multilineText().trim().max(FOOTER_MAX);

export const styleCodeParamsSchema = z.object({ sypaCode: z.enum(SCHOOL_LOOK_CODES) });
/** The value as GET /v1/config/styles carries it: text, or JSON text for the JSON codes. */
export const styleWriteBodySchema = z.strictObject({ sypaValue: z.string().max(STYLE_VALUE_MAX) });
/** An entry as stored (its value normalised: a colour in lower case, JSON without spaces); null: not set. */
export const schoolStyleSchema = z.object({ sypaCode: z.enum(SCHOOL_LOOK_CODES), sypaValue: z.string().nullable() });
export type SchoolStyle = z.infer<typeof schoolStyleSchema>;

/** The stored platform info; '' where the school has set none (readers then derive it). */
export const platformInfoBodySchema = z.strictObject({
  poapName: plainText().trim().max(PLATFORM_NAME_MAX),
  browserImgUrl: optionalPictureUrl(),
});
export type PlatformInfoBody = z.output<typeof platformInfoBodySchema>;

/**
 * A campus. `domainName`: the address the campus selector opens: a host name (stored as
 * https://host/), an http(s) address, a path on this site (/#/home?campus=north), or '' for none.
 */
export const campusBodySchema = z.strictObject({
  campName: plainText().trim().min(1, 'is required').max(CAMP_NAME_MAX),
  domainName: plainText().trim().max(DOMAIN_NAME_MAX),
});
export type CampusBody = z.output<typeof campusBodySchema>;
export const campusParamsSchema = z.object({ id: idText() });
export const campusRemovedSchema = z.object({ removed: z.string() });

export const brandingPictureSchema = z.object({ url: z.string() });

import type { z } from 'zod';
import { SAVE_TIME_RANGE_S } from '../../src/constants';
import {
  BRANDING_PICTURE_PATH,
  courseNoValueSchema,
  defaultCoverValueSchema,
  footerValueSchema,
  optionalPictureUrl,
  rankingListValueSchema,
  userLogoutValueSchema,
  type SchoolLookCode,
} from '../../src/schemas/admin-style';
import { isThemeType, skinColourOf, themeTypeOfColour, type ColourWarning } from '../../src/schemas/colour';
import { THEME_TYPES } from '../../src/schemas/theme-names';
import { ApiError } from '../errors';

/**
 * Each style code's rules (docs/admin.md "School look"): the value an administrator sends is
 * checked as its readers will read it and stored normalised, so every reader (the shell, the
 * player, the covers) finds what it expects. A refusal is a 400 naming `body.sypaValue` (and the
 * part of a JSON value at fault).
 */

const FIELD = 'body.sypaValue';
const refuse = (rule: string, at = '') => new ApiError('badRequest', `${FIELD}${at}: ${rule}`);

/** SPEC §5's warnings, as the page shows them (src/ui/i18n 'color.wrongHex', 'color.invalidRgb'). */
const COLOUR_WARNINGS: Record<ColourWarning, string> = {
  'color.wrongHex': 'wrong hex',
  'color.invalidRgb': 'invalid rgb value',
};
const COLOUR_HELP = `a theme type (${Object.keys(THEME_TYPES).join(', ')}), 6 hex digits with an optional # (#0d73f1), or rgb(13, 115, 241) with parts of 1 to 3 digits up to 255`;

/**
 * skinColor: one of the six theme types, or a colour (hex, or rgb(r, g, b)). A colour that is
 * one of the six theme colours is stored as its type, which every page already knows; any other
 * colour is stored as #rrggbb.
 */
function skinColor(raw: string): string {
  const value = raw.trim();
  if (isThemeType(value)) return value;
  const colour = skinColourOf(value);
  if (!colour.ok) throw refuse(`${COLOUR_WARNINGS[colour.warning]}: give ${COLOUR_HELP}`);
  return themeTypeOfColour(colour.value) ?? colour.value;
}

/** A zod issue path as the field names it: `.picUrls.0.url`. */
const issueAt = (issue: z.core.$ZodIssue) => issue.path.map((part) => `.${String(part)}`).join('');

function parsed<T>(schema: z.ZodType<T>, value: unknown, json: boolean): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw refuse(json ? `${issue.message} (the value is JSON text)` : issue.message, issueAt(issue));
  }
  return result.data;
}

function jsonValue<T>(raw: string, schema: z.ZodType<T>): string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw refuse('must be JSON text');
  }
  return JSON.stringify(parsed(schema, value, true));
}

/** SaveTime: whole seconds the player accepts (SAVE_TIME_RANGE_S). */
function saveTime(raw: string): string {
  const value = raw.trim();
  const seconds = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= SAVE_TIME_RANGE_S.min && seconds <= SAVE_TIME_RANGE_S.max))
    throw refuse(`must be whole seconds from ${SAVE_TIME_RANGE_S.min} to ${SAVE_TIME_RANGE_S.max}`);
  return String(seconds);
}

/** The value to store for `code`, or a 400. */
export function normalisedStyleValue(code: SchoolLookCode, raw: string): string {
  switch (code) {
    case 'SchoolLogo':
    case 'PlatformLogo':
      return parsed(optionalPictureUrl(), raw, false);
    case 'footer':
      return parsed(footerValueSchema(), raw, false);
    case 'DefaultCover':
      return jsonValue(raw, defaultCoverValueSchema);
    case 'RankingList':
      return jsonValue(raw, rankingListValueSchema);
    case 'CourseNo':
      return jsonValue(raw, courseNoValueSchema);
    case 'UserLogout':
      return jsonValue(raw, userLogoutValueSchema);
    case 'skinColor':
      return skinColor(raw);
    case 'SaveTime':
      return saveTime(raw);
  }
}

/** The picture addresses a value names (logos, cover pictures), for the tenant check. */
export function picturesOf(code: SchoolLookCode, value: string): string[] {
  if (code === 'SchoolLogo' || code === 'PlatformLogo') return value === '' ? [] : [value];
  if (code === 'DefaultCover') return (JSON.parse(value) as { picUrls: { url: string }[] }).picUrls.map((p) => p.url);
  return [];
}

/** A picture uploaded here must be one of the caller's tenant's (another school's folder is not theirs to show). */
export function assertOwnPictures(tenantId: string, urls: readonly string[], field: string): void {
  for (const url of urls) {
    const folder = BRANDING_PICTURE_PATH.exec(url)?.[1];
    if (folder !== undefined && folder !== tenantId) throw new ApiError('badRequest', `${field}: ${url} is another school's picture`);
  }
}

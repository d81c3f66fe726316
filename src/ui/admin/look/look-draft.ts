import { SAVE_TIME_RANGE_S } from '../../../constants';
import type { SchoolLookCode, SchoolStyle } from '../../../schemas/admin-style';
import { skinColourOf, themeTypeOfColour, type ColourWarning } from '../../../schemas/colour';
import type { ThemeType } from '../../../schemas/theme-names';

/**
 * The page's draft of the style entries (SPEC §3), one field per code, and how each becomes the
 * text PUT /v1/admin/styles/:code stores. An entry not set shows what its readers do without it.
 */
export type CoverPicture = { order: number; url: string };
export type LookDraft = {
  SchoolLogo: string;
  PlatformLogo: string;
  footer: string;
  DefaultCover: { showType: number; styleType: number; picUrls: CoverPicture[] };
  RankingList: boolean;
  /** A theme type, or the colour as typed (hex or rgb(…)). */
  skinColor: string;
  CourseNo: 0 | 1;
  UserLogout: 0 | 1 | 2;
  /** Seconds, as typed. */
  SaveTime: string;
};

/** The order the page lists the codes in, and saves them in. */
export const DRAFT_CODES = [
  'skinColor',
  'SchoolLogo',
  'PlatformLogo',
  'DefaultCover',
  'footer',
  'RankingList',
  'CourseNo',
  'UserLogout',
  'SaveTime',
] as const satisfies readonly SchoolLookCode[];

/** The player's own interval without the entry (WATCH_RECORD_INTERVAL_MS), in seconds. */
const SAVE_TIME_DEFAULT_S = 15;

const json = <T>(value: string | null, read: (parsed: Record<string, unknown>) => T, fallback: T): T => {
  if (value === null || value === '') return fallback;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? read(parsed as Record<string, unknown>) : fallback;
  } catch {
    return fallback;
  }
};

const oneOf = <T extends number>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((candidate) => candidate === Number(value)) ?? fallback;

export function draftOf(styles: readonly SchoolStyle[]): LookDraft {
  const value = (code: SchoolLookCode) => styles.find((style) => style.sypaCode === code)?.sypaValue ?? null;
  return {
    SchoolLogo: value('SchoolLogo') ?? '',
    PlatformLogo: value('PlatformLogo') ?? '',
    footer: value('footer') ?? '',
    DefaultCover: json(
      value('DefaultCover'),
      (v) => ({
        showType: Number(v.showType) || 0,
        styleType: Number(v.styleType) || 0,
        picUrls: Array.isArray(v.picUrls)
          ? (v.picUrls as { order?: unknown; url?: unknown }[])
              .map((picture) => ({ order: Number(picture.order) || 0, url: String(picture.url ?? '') }))
              .sort((a, b) => a.order - b.order)
          : [],
      }),
      { showType: 0, styleType: 0, picUrls: [] },
    ),
    RankingList: json(value('RankingList'), (v) => v.show === true || v.show === 1, false),
    skinColor: value('skinColor') ?? 'default',
    CourseNo: json(value('CourseNo'), (v) => oneOf([0, 1] as const, v.show, 0), 0),
    UserLogout: json(value('UserLogout'), (v) => oneOf([0, 1, 2] as const, v.type, 0), 0),
    SaveTime: value('SaveTime') ?? String(SAVE_TIME_DEFAULT_S),
  };
}

/** The text a code is stored as; the cover pictures are numbered in the order shown. */
export function valueOf(draft: LookDraft, code: (typeof DRAFT_CODES)[number]): string {
  switch (code) {
    case 'DefaultCover':
      return JSON.stringify({
        showType: draft.DefaultCover.showType,
        styleType: draft.DefaultCover.styleType,
        picUrls: draft.DefaultCover.picUrls.map((picture, index) => ({ order: index + 1, url: picture.url })),
      });
    case 'RankingList':
      return JSON.stringify({ show: draft.RankingList });
    case 'CourseNo':
      return JSON.stringify({ show: draft.CourseNo });
    case 'UserLogout':
      return JSON.stringify({ type: draft.UserLogout });
    case 'skinColor':
      return draft.skinColor.trim();
    case 'SaveTime':
      return draft.SaveTime.trim();
    default:
      return draft[code];
  }
}

/**
 * The colour a skinColor shows as `#rrggbb`, or SPEC §5's warning ('wrong hex', 'invalid rgb
 * value'), by the rules the server checks too (src/schemas/colour.ts).
 */
export function colourOf(skinColor: string): { ok: true; hex: string } | { ok: false; warning: ColourWarning } {
  const colour = skinColourOf(skinColor);
  return colour.ok ? { ok: true, hex: colour.value } : colour;
}

/** The theme type a colour is, when it is one of the six; else null (the school's own colour). */
export function themeTypeOf(skinColor: string): ThemeType | null {
  const colour = skinColourOf(skinColor);
  return colour.ok ? themeTypeOfColour(colour.value) : null;
}

export type SaveTimeCheck = 'ok' | 'outOfRange';
export function saveTimeCheck(text: string): SaveTimeCheck {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return 'outOfRange';
  const seconds = Number(value);
  return seconds >= SAVE_TIME_RANGE_S.min && seconds <= SAVE_TIME_RANGE_S.max ? 'ok' : 'outOfRange';
}

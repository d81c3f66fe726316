import { z } from 'zod';
import { idText, plainText } from './text';

/**
 * Payloads of the signed-in shell (SPEC §2 header, §3 entities): style configuration, theme,
 * platform and school info, campuses, watch history and the course-view check.
 */

/** SPEC §3 "Style configuration entry"; LoginAcknowledge (chosen): the login page's notice (src/schemas/access.ts). */
export const STYLE_CODES = [
  'SchoolLogo',
  'PlatformLogo',
  'footer',
  'DefaultCover',
  'RankingList',
  'skinColor',
  'CourseNo',
  'UserLogout',
  'SaveTime',
  'LoginAcknowledge',
] as const;
export const styleCodeSchema = z.enum(STYLE_CODES);
export const styleEntrySchema = z.object({ sypaCode: z.string(), sypaValue: z.string() });
export type StyleEntry = z.infer<typeof styleEntrySchema>;

export const stylesQuerySchema = z.object({
  applyId: plainText().max(64).default(''),
  /** Comma-separated codes; empty means every code. */
  sypaCodes: plainText()
    .max(512)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(styleCodeSchema)),
});

/** SPEC §3 "Theme": the school's colour, whether course numbers show, the exit variant. */
export const themeInfoSchema = z.object({
  themeColor: z.string(),
  isShowCourseNo: z.union([z.literal(0), z.literal(1)]),
  logoutType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  grayscale: z.boolean(),
});
export type ThemeInfo = z.infer<typeof themeInfoSchema>;

export const platformInfoSchema = z.object({ poapName: z.string(), browserImgUrl: z.string() });
export const schoolInfoSchema = z.object({ schoolName: z.string(), schoolLogo: z.string(), platformLogo: z.string() });

/** GET /v1/school/list (chosen, public): the schools (tenants) a visitor may sign in to. */
export const schoolChoiceSchema = z.object({ tenantId: z.string(), schoolName: z.string(), schoolLogo: z.string() });
export type SchoolChoice = z.infer<typeof schoolChoiceSchema>;
export const appInfoSchema = z.object({ appName: z.string(), version: z.string(), environment: z.literal('production') });

export const campusSchema = z.object({ id: z.string(), campName: z.string(), domainName: z.string() });
export type Campus = z.infer<typeof campusSchema>;

/** SPEC §3 "Watch-history item". */
export const watchHistoryItemSchema = z.object({
  subjName: z.string(),
  /** The subject's English name ('' when it has none): the dropdown speaks the reader's language. */
  subjNameEn: z.string(),
  watchPercent: z.number().min(0).max(1),
  courId: z.string(),
  vodId: z.string(),
  courTransferFlag: z.boolean(),
  watchedAt: z.string(),
  courseOfEsDto: z.object({
    courBeginTime: z.string(),
    courEndTime: z.string(),
    weekNo: z.number().int(),
    letiNumber: z.number().int().nullable(),
    teclImgUrl: z.string().nullable(),
    teclId: z.string(),
  }),
});
export type WatchHistoryItem = z.infer<typeof watchHistoryItemSchema>;

/** SPEC §7 "Watch-history list": payload isLive false, page {pageIndex, pageSize}; answer list of groups. */
export const recentWatchBodySchema = z.object({
  isLive: z.boolean().default(false),
  page: z
    .object({
      pageIndex: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(5),
    })
    .default({ pageIndex: 1, pageSize: 5 }),
});
export const recentWatchResultSchema = z.object({
  /** Groups by the day of the last watch, newest first. */
  list: z.array(z.object({ date: z.string(), courseInfoList: z.array(watchHistoryItemSchema) })),
  total: z.number().int(),
});

export const courseVerifyQuerySchema = z.object({ courId: idText() });
export const courseVerifyResultSchema = z.object({ verify: z.boolean() });

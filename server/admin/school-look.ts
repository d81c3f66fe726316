import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PLAYER_APPLY_ID } from '../../src/constants';
import { assertMaySetSchoolLook } from '../access';
import {
  PLATFORM_CODES,
  SCHOOL_LOOK_CODES,
  type PlatformInfoBody,
  type SchoolLookCode,
  type SchoolStyle,
} from '../../src/schemas/admin-style';
import type { AccessClaims } from '../auth/token-signer';
import { readStyleEntries } from '../config/style-entries';
import type { Db } from '../db/client';
import { styleConfigs } from '../db/schema';
import { assertOwnPictures, normalisedStyleValue, picturesOf } from './style-values';

/**
 * The school's look (docs/admin.md "School look"): the tenant's style entries and platform info,
 * for its administrators only (a teacher, who may manage classes, gets 403). Each code is written
 * where its readers look: tenant-wide (no school), with the apply id they ask with (SaveTime: the
 * player's, PLAYER_APPLY_ID; the others: ''). The server keeps no copy of them: GET
 * /v1/config/style(s), /v1/school/info and /v1/platform/info read the table on each call, so the
 * next page load shows the change.
 */

/** The apply id a code's readers ask with. */
const applyIdOf = (code: string) => (code === 'SaveTime' ? PLAYER_APPLY_ID : '');

async function upsert(db: Db, tenantId: string, code: string, value: string, now: Date): Promise<void> {
  await db
    .insert(styleConfigs)
    .values({ tenantId, schoolId: null, applyId: applyIdOf(code), sypaCode: code, sypaValue: value, updatedAt: now })
    .onConflictDoUpdate({
      target: [styleConfigs.tenantId, styleConfigs.schoolId, styleConfigs.applyId, styleConfigs.sypaCode],
      set: { sypaValue: value, updatedAt: now },
    });
}

export async function schoolStyles(db: Db, claims: AccessClaims): Promise<SchoolStyle[]> {
  assertMaySetSchoolLook(claims);
  const generic = await readStyleEntries(db, claims.tid, '', SCHOOL_LOOK_CODES);
  const player = await readStyleEntries(db, claims.tid, PLAYER_APPLY_ID, ['SaveTime']);
  return SCHOOL_LOOK_CODES.map((sypaCode) => ({
    sypaCode,
    sypaValue: (sypaCode === 'SaveTime' ? player : generic).find((e) => e.sypaCode === sypaCode)?.sypaValue ?? null,
  }));
}

export async function writeSchoolStyle(db: Db, claims: AccessClaims, code: SchoolLookCode, raw: string, now: Date): Promise<SchoolStyle> {
  assertMaySetSchoolLook(claims);
  const value = normalisedStyleValue(code, raw);
  assertOwnPictures(claims.tid, picturesOf(code, value), 'body.sypaValue');
  await upsert(db, claims.tid, code, value, now);
  return { sypaCode: code, sypaValue: value };
}

/** The platform info the administrators set; '' where none is (the readers derive it: server/config/platform-info.ts). */
export async function platformSettings(db: Db, claims: AccessClaims): Promise<PlatformInfoBody> {
  assertMaySetSchoolLook(claims);
  const entries = await readStyleEntries(db, claims.tid, '', Object.values(PLATFORM_CODES));
  const set = (code: string) => entries.find((e) => e.sypaCode === code)?.sypaValue ?? '';
  return { poapName: set(PLATFORM_CODES.poapName), browserImgUrl: set(PLATFORM_CODES.browserImgUrl) };
}

/** Sets both; an empty one is removed, so its reader's derived value shows again. */
export async function writePlatformSettings(db: Db, claims: AccessClaims, body: PlatformInfoBody, now: Date): Promise<PlatformInfoBody> {
  assertMaySetSchoolLook(claims);
  assertOwnPictures(claims.tid, body.browserImgUrl === '' ? [] : [body.browserImgUrl], 'body.browserImgUrl');
  await db.transaction(async (tx) => {
    const cleared: string[] = [];
    for (const field of ['poapName', 'browserImgUrl'] as const) {
      const code = PLATFORM_CODES[field];
      if (body[field] === '') cleared.push(code);
      else await upsert(tx, claims.tid, code, body[field], now);
    }
    if (cleared.length > 0)
      await tx
        .delete(styleConfigs)
        .where(
          and(
            eq(styleConfigs.tenantId, claims.tid),
            isNull(styleConfigs.schoolId),
            eq(styleConfigs.applyId, ''),
            inArray(styleConfigs.sypaCode, cleared),
          ),
        );
  });
  return body;
}

import { and, eq, not } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { teachingClasses } from '../db/schema';
import { ApiError, refused } from '../errors';
import { classHasRecordings } from './class-deletion';
import { dropClassSearchTexts } from './class-search-texts';
import { classToManage } from './class-to-manage';

/**
 * DELETE /v1/admin/classes/:teclId (docs/admin.md "Classes"): a class without recordings goes,
 * with its lessons, tags, enrolments and share links (their foreign keys cascade); messages that
 * led to it stay, leading nowhere. A class with recordings is refused (409): students' notes,
 * watch records and favourites hang on them. The recording check (`classHasRecordings`, which
 * the list reads too) is in the DELETE itself, so one made meanwhile is not lost with the class.
 */
export async function deleteClass(db: Db, claims: AccessClaims, teclId: string): Promise<{ teclId: string }> {
  await classToManage(db, claims, teclId);
  const deleted = await db
    .delete(teachingClasses)
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid), not(classHasRecordings(teclId))))
    .returning({ id: teachingClasses.id });
  if (deleted.length === 0) {
    const [left] = await db.select({ id: teachingClasses.id }).from(teachingClasses).where(eq(teachingClasses.id, teclId));
    if (!left) throw new ApiError('notFound', `no class ${teclId}`);
    throw refused(
      'conflict',
      'classHasRecordings',
      {},
      'this class has recordings, so it cannot be deleted: its students’ notes and watch records hang on them',
    );
  }
  await dropClassSearchTexts(db, teclId);
  return { teclId };
}

import { and, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { teachingClasses } from '../db/schema';
import { teachesClass } from '../detail/class-access';
import { ApiError } from '../errors';

/**
 * Only the class's own teacher makes, lists and revokes its share links: a link lets anyone
 * watch, so it is the teacher's call alone (administrators included, they are not the teacher).
 * Another tenant's class does not exist for the caller (404), as everywhere else.
 */
export async function assertClassTeacher(db: Db, claims: AccessClaims, teclId: string): Promise<void> {
  const [tecl] = await db
    .select({ teacherId: teachingClasses.teacherId })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, claims.tid)));
  if (!tecl) throw new ApiError('notFound', `no teaching class ${teclId}`);
  if (!teachesClass(claims, tecl.teacherId)) throw new ApiError('forbidden');
}

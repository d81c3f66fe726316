import { and, asc, eq } from 'drizzle-orm';
import type { ClassDetail, ClassDetailQuery } from '../../src/schemas/detail';
import type { AccessClaims } from '../auth/token-signer';
import type { Db } from '../db/client';
import { withClassCard } from '../catalogue/class-card';
import { academicTerms, courseSessions, organisations, subjects, tags, teachingClassTags, teachingClasses, users } from '../db/schema';
import { ApiError } from '../errors';
import { assertClassViewable, mayUploadTo } from '../access';
import { classCollected } from './collection-toggle';
import { classRecordings, classResources, classSessions } from './class-parts';

/**
 * GET /v1/tecl/detail: a teaching class with its subject, teacher, organisation, term and tags,
 * its lessons, recordings and resources. courseId alone names the class of that lesson; with
 * teclId too, the lesson must belong to the class.
 */
async function resolveClassId(db: Db, tenantId: string, query: ClassDetailQuery): Promise<string> {
  if (query.courseId === undefined) return query.teclId!;
  const [course] = await db
    .select({ teclId: courseSessions.teclId })
    .from(courseSessions)
    .where(and(eq(courseSessions.id, query.courseId), eq(courseSessions.tenantId, tenantId)));
  if (!course || (query.teclId !== undefined && course.teclId !== query.teclId)) {
    throw new ApiError('notFound', `no course ${query.courseId}${query.teclId ? ` in teaching class ${query.teclId}` : ''}`);
  }
  return course.teclId;
}

async function classHead(db: Db, tenantId: string, teclId: string) {
  const query = db
    .select({
      teclId: teachingClasses.id,
      teclName: teachingClasses.teclName,
      courseNo: teachingClasses.courseNo,
      description: teachingClasses.description,
      teclImgUrl: teachingClasses.teclImgUrl,
      hotScore: teachingClasses.hotScore,
      viewCount: teachingClasses.viewCount,
      subjId: subjects.id,
      subjName: subjects.subjName,
      subjNameEn: subjects.subjNameEn,
      subjCode: subjects.subjCode,
      teacId: users.id,
      teacName: users.name,
      orgaId: organisations.id,
      orgaName: organisations.name,
      acteId: academicTerms.id,
      acteName: academicTerms.acteName,
    })
    .from(teachingClasses)
    .$dynamic();
  const [head] = await withClassCard(query)
    .innerJoin(organisations, eq(organisations.id, teachingClasses.orgaId))
    .innerJoin(academicTerms, eq(academicTerms.id, teachingClasses.acteId))
    .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, tenantId)));
  if (!head) throw new ApiError('notFound', `no teaching class ${teclId}`);
  return head;
}

const classTags = (db: Db, teclId: string) =>
  db
    .select({ tagId: tags.id, tagName: tags.name })
    .from(teachingClassTags)
    .innerJoin(tags, eq(tags.id, teachingClassTags.tagId))
    .where(eq(teachingClassTags.teclId, teclId))
    .orderBy(asc(tags.sortIndex), asc(tags.name));

export async function classDetail(db: Db, claims: AccessClaims, query: ClassDetailQuery, now: Date): Promise<ClassDetail> {
  const teclId = await resolveClassId(db, claims.tid, query);
  await assertClassViewable(db, claims, teclId);
  const head = await classHead(db, claims.tid, teclId);
  const [tagList, sessions, recordings, resources, collected] = await Promise.all([
    classTags(db, teclId),
    classSessions(db, claims, teclId, now),
    classRecordings(db, claims, teclId),
    classResources(db, teclId),
    classCollected(db, claims, teclId),
  ]);
  return {
    teclId: head.teclId,
    teclName: head.teclName,
    courseNo: head.courseNo,
    description: head.description,
    teclImgUrl: head.teclImgUrl,
    hotScore: head.hotScore,
    viewCount: head.viewCount,
    subject: { subjId: head.subjId, subjName: head.subjName, subjNameEn: head.subjNameEn, subjCode: head.subjCode },
    teacher: { teacId: head.teacId, teacName: head.teacName },
    organisation: { orgaId: head.orgaId, orgaName: head.orgaName },
    term: { acteId: head.acteId, acteName: head.acteName },
    tags: tagList,
    collected,
    focusCourId: query.courseId ?? null,
    canUpload: mayUploadTo(claims, head.teacId),
    sessions,
    recordings,
    resources,
  };
}

import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { LandingSummary } from '../../src/schemas/landing';
import type { Db } from '../db/client';
import { courseSessions, subjects, teachingClasses, TECL_VISIBILITY, vods } from '../db/schema';
import { publishedReady } from '../access';
import { withClassCard } from './class-card';
import { MAX_LESSON_MS } from './cour-status';
import { startOfLocalDay } from '../local-day';

/** How many subjects on air the landing page names. */
export const LANDING_SUBJECTS_SHOWN = 6;

/**
 * What a visitor who has not signed in may learn on /kiaf/homepage (docs/routes.md): how many
 * lessons are on air now and the subjects of those open to the whole campus, and how many
 * recordings were published this week; nothing about who teaches or attends, and nothing of
 * classes kept to their own students.
 */
export async function landingSummary(db: Db, tenantId: string, now: Date): Promise<LandingSummary> {
  const onAir = and(
    eq(courseSessions.tenantId, tenantId),
    eq(courseSessions.isLive, true),
    lte(courseSessions.courBeginTime, now),
    gt(courseSessions.courEndTime, now),
    gt(courseSessions.courBeginTime, new Date(now.getTime() - MAX_LESSON_MS)),
    eq(teachingClasses.visibility, TECL_VISIBILITY.campus),
  );
  const [live] = await db
    .select({ n: count() })
    .from(courseSessions)
    .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
    .where(onAir);
  const named = await withClassCard(
    db
      .selectDistinct({ subjName: subjects.subjName, subjNameEn: subjects.subjNameEn })
      .from(courseSessions)
      .innerJoin(teachingClasses, eq(teachingClasses.id, courseSessions.teclId))
      .$dynamic(),
  )
    .where(onAir)
    .orderBy(asc(subjects.subjName))
    .limit(LANDING_SUBJECTS_SHOWN);
  const [week] = await db
    .select({ n: count() })
    .from(vods)
    .innerJoin(teachingClasses, eq(teachingClasses.id, vods.teclId))
    .where(
      and(
        eq(vods.tenantId, tenantId),
        publishedReady(),
        gt(vods.createdAt, startOfLocalDay(now, -6)),
        lte(vods.createdAt, now),
        eq(teachingClasses.visibility, TECL_VISIBILITY.campus),
      ),
    );
  return {
    liveNow: live?.n ?? 0,
    liveSubjects: named.map(({ subjName, subjNameEn }) => ({ name: subjName, nameEn: subjNameEn })),
    recordingsThisWeek: week?.n ?? 0,
  };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client';
import {
  TECL_VISIBILITY,
  academicTerms,
  campuses,
  classrooms,
  organisations,
  subjects,
  teachingClassTags,
  teachingClasses,
} from '../../schema';
import { AI_TRANSCRIPT_TAG, TAG_NAMES } from '../data/academics';
import { seedId } from '../ids';
import type { SeedLog } from '../insert';
import type { Random } from '../random';
import { bulkInsert } from './bulk-insert';
import { BUILDINGS, FIELDS, QUALIFIERS } from './names';
import { LARGE, largeId } from './plan';

/** Classrooms, subjects, teaching classes and their tags of the large campus. */

export type LargeClass = { id: string; teacherId: string; isLive: boolean; recorded: boolean; aiTranscript: boolean; label: string };

const ROOMS_PER_FLOOR = 10;

export async function seedLargeClassrooms(db: Db, log: SeedLog): Promise<string[]> {
  const campusIds = (await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.tenantId, LARGE.tenantId))).map((c) => c.id);
  const rows = Array.from({ length: LARGE.classrooms }, (_, i) => {
    const [building, prefix] = BUILDINGS[i % BUILDINGS.length]!;
    const k = Math.floor(i / BUILDINGS.length);
    const room = (Math.floor(k / ROOMS_PER_FLOOR) + 1) * 100 + (k % ROOMS_PER_FLOOR) + 1;
    return {
      id: largeId('clro', i + 1),
      tenantId: LARGE.tenantId,
      campusId: campusIds[i % campusIds.length]!,
      clroName: `${building}${room}`,
      building: `${building} ${prefix}`,
      capacity: 60 + (i % 4) * 30,
    };
  });
  await bulkInsert(db, classrooms, rows, 'classrooms', log);
  return rows.map((r) => r.id);
}

async function seedLargeSubjects(db: Db, log: SeedLog) {
  const orgIds = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.tenantId, LARGE.tenantId))).map(
    (o) => o.id,
  );
  const rows = FIELDS.flatMap(([zh, en, prefix], f) =>
    QUALIFIERS.map(([suffix, english], q) => ({
      id: largeId('subj', f * QUALIFIERS.length + q + 1),
      tenantId: LARGE.tenantId,
      orgaId: orgIds[f % orgIds.length]!,
      subjName: `${zh}${suffix}`,
      subjNameEn: english(en),
      subjCode: `${prefix}${5001 + q}`,
    })),
  );
  await bulkInsert(db, subjects, rows, 'subjects', log);
  return rows;
}

export async function seedLargeClasses(db: Db, teacherIds: string[], random: Random, log: SeedLog): Promise<LargeClass[]> {
  const subjectRows = await seedLargeSubjects(db, log);
  const [term] = await db
    .select({ id: academicTerms.id })
    .from(academicTerms)
    .where(and(eq(academicTerms.tenantId, LARGE.tenantId), eq(academicTerms.isCurrent, true)));
  const classes: LargeClass[] = [];
  const rows: (typeof teachingClasses.$inferInsert)[] = [];
  const tagRows: (typeof teachingClassTags.$inferInsert)[] = [];
  for (let i = 0; i < LARGE.teachingClasses; i++) {
    const subject = subjectRows[i % subjectRows.length]!;
    const number = Math.floor(i / subjectRows.length) + 1;
    const id = largeId('tecl', i + 1);
    const aiTranscript = random.chance(0.4);
    classes.push({
      id,
      teacherId: teacherIds[i % teacherIds.length]!,
      isLive: random.chance(LARGE.liveShare),
      recorded: random.chance(LARGE.recordedShare),
      aiTranscript,
      label: `${subject.subjName} ${subject.subjNameEn}`,
    });
    rows.push({
      id,
      tenantId: LARGE.tenantId,
      subjId: subject.id,
      teacherId: classes[i]!.teacherId,
      acteId: term!.id,
      orgaId: subject.orgaId,
      teclName: `${subject.subjNameEn} · Class ${number}`,
      teclImgUrl: null,
      courseNo: `${subject.subjCode}-${String(number).padStart(2, '0')}`,
      description: `${subject.subjNameEn} (${subject.subjName}), class ${number}.`,
      hotScore: random.int(0, 1000),
      viewCount: random.int(0, 20_000),
      visibility: i % 5 === 4 ? TECL_VISIBILITY.enrolled : TECL_VISIBILITY.campus,
    });
    const tags = random.sample([...TAG_NAMES], random.int(1, 2));
    if (aiTranscript && !tags.includes(AI_TRANSCRIPT_TAG)) tags.push(AI_TRANSCRIPT_TAG);
    for (const tag of tags) tagRows.push({ teclId: id, tagId: seedId('tag', LARGE.tenantId, tag.toLowerCase().replace(/\s+/g, '-')) });
  }
  await bulkInsert(db, teachingClasses, rows, 'teaching classes', log);
  await bulkInsert(db, teachingClassTags, tagRows, 'class tags', log);
  return classes;
}

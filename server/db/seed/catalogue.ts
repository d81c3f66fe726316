import {
  TECL_VISIBILITY,
  academicTerms,
  classrooms,
  enrolments,
  organisations,
  subjects,
  tags,
  teachingClasses,
  teachingClassTags,
} from '../schema';
import { mediaUrl, type SeedContext } from './context';
import { AI_TRANSCRIPT_TAG, TAG_NAMES, type SubjectData } from './data/academics';
import { seedId } from './ids';
import { insertAll } from './insert';
import type { People, Person } from './people';
import type { Random } from './random';
import { brandingPath } from './tenancy';
import type { Term } from './timetable';

/** Organisations, terms, classrooms, subjects, tags, teaching classes and enrolments. */

export type Subject = SubjectData & { id: string; orgaId: string };
export type TeachingClass = {
  id: string;
  index: number;
  name: string;
  subject: Subject;
  teacher: Person;
  /** Weekly lessons. */
  meetings: number;
  isLive: boolean;
  /** Taught by the tenant's main demo teacher (teacher01). */
  hasMainTeacher: boolean;
  /** The tenant's main demo student (student01, student03) is enrolled. */
  hasMainStudent: boolean;
};
export type Catalogue = { classroomIds: string[]; classes: TeachingClass[] };

/** Covers written by the branding step; classes without one use the DefaultCover setting. */
export const COVER_COUNT = 4;
export const coverPath = (tenantId: string, n: number) => brandingPath(tenantId, `cover-${n}.svg`);
const MAIN_STUDENT_CLASSES = 7;
const GENERAL_EDUCATION_ORGS = ['FL', 'MARX', 'ARTS'];
/** Keeps every teacher's week free of clashes (5 days x 5 lesson pairs). */
const MAX_CLASSES_PER_TEACHER = 5;

export async function seedOrganisations(ctx: SeedContext): Promise<Map<string, string>> {
  const { plan, db, log } = ctx;
  const rows = plan.orgs.map((o, i) => ({
    id: seedId('orga', plan.id, i + 1),
    tenantId: plan.id,
    name: o.name,
    code: o.code,
    sortIndex: i + 1,
  }));
  await insertAll(db, organisations, rows, `organisations (tenant ${plan.id})`, log);
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function seedTerms(ctx: SeedContext, terms: Term[]): Promise<string> {
  const { plan, db, log } = ctx;
  const rows = terms.map((t, i) => ({
    id: seedId('acte', plan.id, i + 1),
    tenantId: plan.id,
    acteName: t.name,
    beginDate: t.beginDate,
    endDate: t.endDate,
    weekCount: t.weekCount,
    isCurrent: t.isCurrent,
  }));
  await insertAll(db, academicTerms, rows, `academic terms (tenant ${plan.id})`, log);
  return rows.find((r) => r.isCurrent)!.id;
}

async function seedClassrooms(ctx: SeedContext, campusIds: string[]): Promise<string[]> {
  const { plan, db, log } = ctx;
  const rows = plan.buildings.flatMap((b) =>
    Array.from({ length: b.rooms }, (_, k) => {
      const room = `${b.prefix}${(Math.floor(k / 4) + 1) * 100 + (k % 4) + 1}`;
      return {
        id: seedId('clro', plan.id, room),
        tenantId: plan.id,
        campusId: campusIds[b.campus]!,
        clroName: room,
        building: b.name,
        capacity: b.capacity,
      };
    }),
  );
  await insertAll(db, classrooms, rows, `classrooms (tenant ${plan.id})`, log);
  return rows.map((r) => r.id);
}

/** Each class goes to the least busy teacher of its subject's organisation, or of the school. */
function assignTeachers(subjectList: Subject[], classCount: number, teachers: Person[]) {
  const load = new Map<Person, number>(teachers.map((t) => [t, 0]));
  const leastBusy = (pool: Person[]) => pool.reduce((best, t) => (load.get(t)! < load.get(best)! ? t : best));
  return Array.from({ length: classCount }, (_, i) => {
    const subject = subjectList[i % subjectList.length]!;
    const own = teachers.filter((t) => t.orgaId === subject.orgaId && load.get(t)! < MAX_CLASSES_PER_TEACHER);
    const teacher = leastBusy(own.length > 0 ? own : teachers);
    load.set(teacher, load.get(teacher)! + 1);
    return { subject, number: Math.floor(i / subjectList.length) + 1, teacher };
  });
}

function pickTags(subject: Subject, aiTranscript: boolean, random: Random): string[] {
  const picked = [random.chance(0.6) ? 'Core' : 'Elective'];
  if (random.chance(0.3)) picked.push('Bilingual');
  if (subject.en.includes('Lab') || random.chance(0.15)) picked.push('Lab');
  if (GENERAL_EDUCATION_ORGS.includes(subject.org)) picked.push('General education');
  if (aiTranscript || random.chance(0.35)) picked.push(AI_TRANSCRIPT_TAG);
  return picked;
}

export async function seedCatalogue(
  ctx: SeedContext,
  orgIds: Map<string, string>,
  campusIds: string[],
  termId: string,
  people: People,
): Promise<Catalogue> {
  const { plan, db, log, random } = ctx;
  const classroomIds = await seedClassrooms(ctx, campusIds);
  const subjectList: Subject[] = plan.subjects.map((s, i) => ({ ...s, id: seedId('subj', plan.id, i + 1), orgaId: orgIds.get(s.org)! }));
  await insertAll(
    db,
    subjects,
    subjectList.map((s) => ({
      id: s.id,
      tenantId: plan.id,
      orgaId: s.orgaId,
      subjName: s.zh,
      subjNameEn: s.en,
      subjCode: s.code,
    })),
    `subjects (tenant ${plan.id})`,
    log,
  );
  const tagIds = new Map<string, string>(TAG_NAMES.map((name) => [name, seedId('tag', plan.id, name.toLowerCase().replace(/\s+/g, '-'))]));
  await insertAll(
    db,
    tags,
    TAG_NAMES.map((name, i) => ({ id: tagIds.get(name)!, tenantId: plan.id, name, sortIndex: i + 1 })),
    `tags (tenant ${plan.id})`,
    log,
  );

  const mainTeacher = people.teachers[0]!;
  const mainStudent = people.students[0]!;
  const assigned = assignTeachers(subjectList, plan.classCount, people.teachers);
  const mainTeacherClasses = assigned.flatMap((a, i) => (a.teacher === mainTeacher ? [i] : []));
  const others = assigned.flatMap((a, i) => (a.teacher === mainTeacher ? [] : [i]));
  const mainStudentClasses = new Set(
    plan.classCount <= MAIN_STUDENT_CLASSES
      ? assigned.map((_, i) => i)
      : [...mainTeacherClasses.slice(0, 2), ...random.sample(others, MAIN_STUDENT_CLASSES - 2)],
  );

  const classes: TeachingClass[] = [];
  const classRows: (typeof teachingClasses.$inferInsert)[] = [];
  const tagRows: (typeof teachingClassTags.$inferInsert)[] = [];
  assigned.forEach(({ subject, number, teacher }, i) => {
    const id = seedId('tecl', plan.id, i + 1);
    const hasMainStudent = mainStudentClasses.has(i);
    // The first class of the main teacher always carries the AI-transcript tag (a label the school
    // gives the class; a lesson's AI badge comes only from a real automatic transcript).
    const classTags = pickTags(subject, i === mainTeacherClasses[0], random);
    const name = `${subject.en} · Class ${number}`;
    classes.push({
      id,
      index: i,
      name,
      subject,
      teacher,
      meetings: i % 2 === 0 ? 3 : 2,
      isLive: hasMainStudent || random.chance(0.75),
      hasMainTeacher: teacher === mainTeacher,
      hasMainStudent,
    });
    classRows.push({
      id,
      tenantId: plan.id,
      subjId: subject.id,
      teacherId: teacher.id,
      acteId: termId,
      orgaId: subject.orgaId,
      teclName: name,
      teclImgUrl: i % 2 === 0 ? mediaUrl(coverPath(plan.id, ((i / 2) % COVER_COUNT) + 1)) : null,
      courseNo: `${subject.code}-${String(number).padStart(2, '0')}`,
      description: `${subject.en} (${subject.zh}), class ${number}, taught by ${teacher.name}.`,
      hotScore: random.int(10, 1000),
      viewCount: random.int(50, 5000),
      // Every fifth class is for its own students only, so the course-view check has refusals.
      visibility: i % 5 === 4 ? TECL_VISIBILITY.enrolled : TECL_VISIBILITY.campus,
    });
    for (const tag of classTags) tagRows.push({ teclId: id, tagId: tagIds.get(tag)! });
  });
  await insertAll(db, teachingClasses, classRows, `teaching classes (tenant ${plan.id})`, log);
  await insertAll(db, teachingClassTags, tagRows, `class tags (tenant ${plan.id})`, log);

  const enrolmentRows = people.students.flatMap((student) => {
    const chosen =
      student === mainStudent
        ? classes.filter((c) => c.hasMainStudent)
        : random.sample(classes, Math.min(classes.length, random.int(3, 8)));
    return chosen.map((c) => ({ tenantId: plan.id, teclId: c.id, studentId: student.id }));
  });
  await insertAll(db, enrolments, enrolmentRows, `enrolments (tenant ${plan.id})`, log);
  return { classroomIds, classes };
}

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, GIN_DIRECT, idColumn, ts } from './columns';
import type { CourStatus } from '../../../src/schemas/catalogue';
import { COUR_STATUS } from '../../../src/schemas/catalogue';
import { campuses, organisations, tenants, users } from './tenancy';

/**
 * The teaching catalogue (DESIGN.md §3 prefixes): terms (acte), classrooms (clro), subjects (subj),
 * teaching classes (tecl) with their tags and students, and their scheduled sessions (cour).
 * Name columns that users search carry trigram indexes (pg_trgm, created by the first migration).
 */

export const academicTerms = pgTable(
  'academic_terms',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** e.g. '2026-2027 Autumn' */
    acteName: text('name').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    weekCount: integer('week_count').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academic_terms_tenant_name_uq').on(t.tenantId, t.acteName),
    index('academic_terms_tenant_begin_idx').on(t.tenantId, t.beginDate),
  ],
);

export const classrooms = pgTable(
  'classrooms',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    campusId: text('campus_id')
      .notNull()
      .references(() => campuses.id),
    clroName: text('name').notNull(),
    building: text('building').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('classrooms_tenant_idx').on(t.tenantId),
    index('classrooms_campus_idx').on(t.campusId),
    index('classrooms_name_trgm_idx').using('gin', t.clroName.op('gin_trgm_ops')).with(GIN_DIRECT),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orgaId: text('orga_id')
      .notNull()
      .references(() => organisations.id),
    /** Chinese name, e.g. 线性代数 */
    subjName: text('name').notNull(),
    /** English name, e.g. Linear Algebra */
    subjNameEn: text('name_en').notNull(),
    /** Course number of the subject, e.g. MATH1001 */
    subjCode: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subjects_tenant_code_uq').on(t.tenantId, t.subjCode),
    index('subjects_orga_idx').on(t.orgaId),
    index('subjects_name_trgm_idx').using('gin', t.subjName.op('gin_trgm_ops')).with(GIN_DIRECT),
    index('subjects_name_en_trgm_idx').using('gin', t.subjNameEn.op('gin_trgm_ops')).with(GIN_DIRECT),
  ],
);

export const TECL_VISIBILITY = { campus: 'campus', enrolled: 'enrolled' } as const;
export type TeclVisibility = (typeof TECL_VISIBILITY)[keyof typeof TECL_VISIBILITY];

/** A subject taught by one teacher to one group in one term. */
export const teachingClasses = pgTable(
  'teaching_classes',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    subjId: text('subj_id')
      .notNull()
      .references(() => subjects.id),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id),
    acteId: text('acte_id')
      .notNull()
      .references(() => academicTerms.id),
    orgaId: text('orga_id')
      .notNull()
      .references(() => organisations.id),
    teclName: text('name').notNull(),
    /** Cover picture; null means "use the DefaultCover style configuration". */
    teclImgUrl: text('img_url'),
    /** Course number shown when the CourseNo style flag is on, e.g. MATH1001-02 */
    courseNo: text('course_no').notNull(),
    description: text('description').notNull().default(''),
    hotScore: integer('hot_score').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** 'campus': anyone of the tenant with the front permission may watch; 'enrolled': only its students. */
    visibility: text('visibility').$type<TeclVisibility>().notNull().default('campus'),
    /**
     * Recordings made by lecture capture (docs/capture.md "Recordings") wait hidden for the teacher
     * to publish them, instead of going out to the class at once.
     */
    captureReview: boolean('capture_review').notNull().default(false),
    /**
     * Its ready recordings: how many and the newest one's time. Kept by a trigger on `vods`
     * (migration 0005), so the recorded list pages classes without aggregating every recording.
     */
    readyVodCount: integer('ready_vod_count').notNull().default(0),
    lastRecordedAt: ts('last_recorded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('teaching_classes_tenant_acte_idx').on(t.tenantId, t.acteId),
    index('teaching_classes_teacher_idx').on(t.teacherId),
    index('teaching_classes_subj_idx').on(t.subjId),
    index('teaching_classes_orga_idx').on(t.orgaId),
    index('teaching_classes_tenant_hot_idx').on(t.tenantId, t.hotScore.desc()),
    index('teaching_classes_tenant_recorded_idx')
      .on(t.tenantId, t.lastRecordedAt.desc())
      .where(sql`${t.readyVodCount} > 0`),
    index('teaching_classes_name_trgm_idx').using('gin', t.teclName.op('gin_trgm_ops')).with(GIN_DIRECT),
    index('teaching_classes_course_no_trgm_idx').using('gin', t.courseNo.op('gin_trgm_ops')).with(GIN_DIRECT),
  ],
);

/** Labels of teaching classes (GET /v1/list/tecl/labels). */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_tenant_name_uq').on(t.tenantId, t.name)],
);

export const teachingClassTags = pgTable(
  'teaching_class_tags',
  {
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teclId, t.tagId] }), index('teaching_class_tags_tag_idx').on(t.tagId)],
);

/** Students of a teaching class: their timetable and what they may view. */
export const enrolments = pgTable(
  'enrolments',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teclId, t.studentId] }), index('enrolments_student_idx').on(t.studentId)],
);

/** courStatus values. Stored at seed time; handlers derive it from the clock (cour-status.ts). */
export { COUR_STATUS, type CourStatus } from '../../../src/schemas/catalogue';

/** One scheduled lesson of a teaching class. */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    teclId: text('tecl_id')
      .notNull()
      .references(() => teachingClasses.id, { onDelete: 'cascade' }),
    clroId: text('clro_id').references(() => classrooms.id),
    courName: text('name').notNull(),
    courBeginTime: ts('begin_time').notNull(),
    courEndTime: ts('end_time').notNull(),
    /** Week of the term, 1-based. */
    weekNo: integer('week_no').notNull(),
    /** First lesson slot of the day (1..12); null for lessons outside the timetable. */
    letiNumber: integer('leti_number'),
    courStatus: integer('status').$type<CourStatus>().notNull().default(COUR_STATUS.notStarted),
    /** The lesson is broadcast live. */
    isLive: boolean('is_live').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_sessions_tenant_begin_idx').on(t.tenantId, t.courBeginTime),
    index('course_sessions_tenant_status_begin_idx').on(t.tenantId, t.courStatus, t.courBeginTime),
    index('course_sessions_tecl_begin_idx').on(t.teclId, t.courBeginTime),
    index('course_sessions_clro_idx').on(t.clroId),
    index('course_sessions_name_trgm_idx').using('gin', t.courName.op('gin_trgm_ops')).with(GIN_DIRECT),
  ],
);

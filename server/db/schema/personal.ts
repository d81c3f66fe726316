import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { NOTE_STATUS } from '../../../src/constants';
import type { MessageKind, MessageTopic } from '../../../src/schemas/messages';
import { createdAt, idColumn, ts } from './columns';
import { courseSessions, teachingClasses } from './catalogue';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/** What one user keeps for themself: favourites, watch history, messages and notes. */

/** A favourite: either a recording or a whole teaching class, once per user. */
export const collections = pgTable(
  'collections',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    teclId: text('tecl_id').references(() => teachingClasses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('collections_user_target_uq').on(t.userId, t.vodId, t.teclId).nullsNotDistinct(),
    index('collections_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('collections_one_target_ck', sql`(${t.vodId} is null) <> (${t.teclId} is null)`),
  ],
);

/** Progress of one user on one recording; upserted on (user_id, vod_id). */
export const watchRecords = pgTable(
  'watch_records',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    vodId: text('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    /** 0..1 */
    watchPercent: real('watch_percent').notNull().default(0),
    positionS: real('position_s').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('watch_records_user_vod_uq').on(t.userId, t.vodId),
    index('watch_records_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('watch_records_vod_idx').on(t.vodId),
    check('watch_records_percent_ck', sql`${t.watchPercent} >= 0 and ${t.watchPercent} <= 1`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The recipient. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull().default('system'),
    /** What made it, so the browser can word it in the reader's language; null for free text. */
    topic: text('topic').$type<MessageTopic>(),
    /** The topic's values (course and lesson names, times); title and content keep an English rendering. */
    params: jsonb('params').$type<Record<string, string>>(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Where a course message leads: the class, its lesson, the recording. */
    teclId: text('tecl_id').references(() => teachingClasses.id, { onDelete: 'set null' }),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The unread count, asked on every page.
    index('messages_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    // Who was already told a recording is ready: its media replaced, they are not told again.
    index('messages_recording_ready_idx')
      .on(t.vodId)
      .where(sql`${t.topic} = 'recording-ready'`),
    check('messages_kind_ck', sql`${t.kind} in ('course', 'system')`),
  ],
);

/** A Slate document: the editor's top-level nodes, stored as given. */
export type SlateDocument = Record<string, unknown>[];
export type NoteStatus = (typeof NOTE_STATUS)[keyof typeof NOTE_STATUS];

export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vodId: text('vod_id').references(() => vods.id, { onDelete: 'set null' }),
    courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: jsonb('content').$type<SlateDocument>().notNull(),
    status: integer('status').$type<NoteStatus>().notNull().default(NOTE_STATUS.draft),
    /** Grows by one with every save, so a save from a stale window is refused (docs/notes.md). */
    revision: integer('revision').notNull().default(1),
    /**
     * What "search my notes" matches (docs/notes.md "Finding notes"): the title, each block's text
     * runs and each time card's remark, one block a line; never the document's JSON keys. Kept by
     * the database (note_search_text, migration 0013), so every writer of `content` keeps it right.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`note_search_text("title", "content")`),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notes_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('notes_vod_idx').on(t.vodId),
    check('notes_status_ck', sql`${t.status} in (-1, 0, 1)`),
  ],
);

import { customType, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt, GIN_DIRECT, idColumn, ts } from './columns';
import { courseSessions, teachingClasses } from './catalogue';
import { vods } from './recordings';
import { tenants, users } from './tenancy';

/**
 * What was shown and said inside lessons (docs/search.md "Inside lessons"): caption tracks (typed
 * by people or made by a speech engine) and the searchable texts of every kind, each with its
 * time range in the recording.
 */

/** A PostgreSQL `tsvector`, written as a literal built by server/lesson-text/text-terms.ts. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const CAPTION_ORIGIN = { human: 'human', automatic: 'automatic' } as const;
export type CaptionOrigin = (typeof CAPTION_ORIGIN)[keyof typeof CAPTION_ORIGIN];
export const CAPTION_STATUS = { draft: 'draft', published: 'published' } as const;
export type CaptionStatus = (typeof CAPTION_STATUS)[keyof typeof CAPTION_STATUS];

/** One timed line of a caption track, in seconds from the recording's start. */
export type CaptionCue = { startS: number; endS: number; text: string };

/**
 * A recording's captions in one language. A speech engine's transcript is a track of origin
 * `automatic` (its engine named), a draft until a person publishes it; only published tracks are
 * offered as captions. Published tracks and automatic drafts are searchable.
 */
export const captionTracks = pgTable(
  'caption_tracks',
  {
    id: idColumn(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vodId: text('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    /** BCP 47 primary language: zh or en. */
    language: text('language').notNull(),
    origin: text('origin').$type<CaptionOrigin>().notNull(),
    /** The speech engine of an automatic track (pocketsphinx, openai-transcriptions); null for people's. */
    engine: text('engine'),
    status: text('status').$type<CaptionStatus>().notNull().default(CAPTION_STATUS.draft),
    cues: jsonb('cues').$type<CaptionCue[]>().notNull(),
    /** Grows by one with every save, so a save from a stale editor is refused. */
    revision: integer('revision').notNull().default(1),
    /** Who last saved it (null: the engine). */
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('caption_tracks_vod_idx').on(t.vodId)],
);

export const LESSON_TEXT_KIND = { slide: 'slide', caption: 'caption', transcript: 'transcript', note: 'note' } as const;
export type LessonTextKind = (typeof LESSON_TEXT_KIND)[keyof typeof LESSON_TEXT_KIND];

/**
 * Whose a piece (or a digest of a source's pieces) is: its tenant, class, recording (a note written
 * during a live lesson may have none yet), lesson, kind and source. Who may read it is decided from
 * these when searching (server/access/lesson-text-readers.ts).
 */
const sourceColumns = () => ({
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  teclId: text('tecl_id')
    .notNull()
    .references(() => teachingClasses.id, { onDelete: 'cascade' }),
  vodId: text('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
  courId: text('cour_id').references(() => courseSessions.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<LessonTextKind>().notNull(),
  sourceId: text('source_id').notNull(),
});

/**
 * One searchable piece of a lesson: a slide, a caption cue, a transcript cue or a note's passage,
 * with where it is in the recording. Rows are replaced per `sourceId` (the recording for slides,
 * the track for captions and transcripts, the note for notes) whenever the source changes. Who
 * may read a piece is decided when searching, from its source as it is then (the note's status,
 * the track's, the recording's, the class's): a row never carries a permission of its own.
 */
export const lessonTexts = pgTable(
  'lesson_texts',
  {
    id: idColumn(),
    ...sourceColumns(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    text: text('text').notNull(),
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    // The pieces of one source holding a keyword, in one GIN scan (btree_gin makes source_id a GIN
    // key): the search asks it for the sources it decides and the page's moments
    // (server/lesson-text/lesson-candidates.ts `sourceHits`). No statement searches every piece of
    // a tenant; the sources' digests (`lesson_text_docs`) answer that.
    index('lesson_texts_source_terms_idx').using('gin', t.sourceId, t.terms).with(GIN_DIRECT),
    index('lesson_texts_source_idx').on(t.sourceId),
    index('lesson_texts_vod_idx').on(t.vodId, t.kind, t.startMs),
  ],
);

/**
 * A digest of one source's pieces (docs/search.md "How the search stays fast"): the lexemes any of
 * them holds, without positions, and those at least three of them hold (the source talks about
 * it), each with a lexeme naming the tenant (`tenantLexeme` of server/lesson-text/lesson-text-docs.ts)
 * so one tenant's index entries never cost another's search. Written from `lesson_texts` by the
 * statement that writes the pieces, in the same transaction; the search picks its lessons here and
 * reads only their pieces. Like the pieces, it carries no permission: readers are decided when
 * searching, from the source.
 */
export const lessonTextDocs = pgTable(
  'lesson_text_docs',
  {
    ...sourceColumns(),
    /** When its lesson began (else when its recording was made): the order among lessons that match alike. */
    lessonAt: ts('lesson_at'),
    terms: tsvector('terms').notNull(),
    often: tsvector('often').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.sourceId] }),
    index('lesson_text_docs_terms_idx').using('gin', t.terms).with(GIN_DIRECT),
    index('lesson_text_docs_often_idx').using('gin', t.often).with(GIN_DIRECT),
    index('lesson_text_docs_vod_idx').on(t.vodId),
    index('lesson_text_docs_tenant_at_idx').on(t.tenantId, t.lessonAt.desc().nullsLast()),
  ],
);

export const TEXT_RUN_KIND = { slides: 'slides', transcript: 'transcript' } as const;
export type TextRunKind = (typeof TEXT_RUN_KIND)[keyof typeof TEXT_RUN_KIND];
export const TEXT_RUN_STATE = { running: 'running', done: 'done', failed: 'failed' } as const;
export type TextRunState = (typeof TEXT_RUN_STATE)[keyof typeof TEXT_RUN_STATE];

/**
 * How far reading a recording's slides or hearing its speech has got (docs/search.md "Inside
 * lessons"): the jobs `lesson-slides` and `lesson-transcript` write it, the sweep hands out ready
 * recordings without a row, a page shows the progress. One row per recording and kind.
 */
export const lessonTextRuns = pgTable(
  'lesson_text_runs',
  {
    vodId: text('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TextRunKind>().notNull(),
    state: text('state').$type<TextRunState>().notNull(),
    /** 0..1 while running. */
    progress: real('progress').notNull().default(0),
    /** What was found (slides read, cues heard), or why it failed, for the recording's managers. */
    detail: text('detail').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vodId, t.kind] })],
);

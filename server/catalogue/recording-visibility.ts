import { sql, type SQL } from 'drizzle-orm';
import { courseSessions, vods } from '../db/schema';

/**
 * The lesson's recording among those `seen` lets through (a rule of
 * server/access/recording-visibility.ts), for a query over `course_sessions`; null for none. A lesson keeps one recording (a new one replaces it: server/uploads/recording-rows.ts);
 * of two left from before that rule, the newest, and of two made at once the greater id, so the
 * class page, the timetable, search and the live page all open the same one.
 */
export const lessonRecordingOf = (seen: SQL) => sql<string | null>`(select ${vods.id} from ${vods}
  where ${vods.courId} = ${courseSessions.id} and ${seen} order by ${vods.createdAt} desc, ${vods.id} desc limit 1)`;

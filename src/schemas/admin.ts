import { z } from 'zod';
import { curriculumLessonSchema } from './schedule';
import { idText } from './text';

/**
 * Course management (docs/admin.md): calls for a class's teacher and the tenant's administrators.
 * Moving a lesson: PATCH /v1/admin/course-sessions/:courId.
 */

export const lessonMoveParamsSchema = z.object({ courId: idText() });

/** An instant with its zone, e.g. 2026-03-02T08:00:00+08:00 or 2026-03-02T00:00:00Z. */
const instant = () => z.iso.datetime({ offset: true, message: 'must be an ISO date-time with its zone, like 2026-03-02T08:00:00+08:00' });

/**
 * What changes: the new begin, end or classroom (null: no room). Unknown fields are refused, so a
 * misspelt one never passes for a change. Whether end follows begin is checked on the lesson as
 * it would become, since one of the two may be left as it is.
 */
export const lessonMoveBodySchema = z
  .strictObject({
    courBeginTime: instant().optional(),
    courEndTime: instant().optional(),
    clroId: idText().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give at least one of courBeginTime, courEndTime, clroId',
  });
export type LessonMoveBody = z.output<typeof lessonMoveBodySchema>;

/**
 * The lesson after the change, as the timetable shows it (GET /v1/myself/curriculum) without
 * `role`: an administrator may manage a lesson that is on no timetable of theirs.
 */
export const managedLessonSchema = curriculumLessonSchema.omit({ role: true });
export type ManagedLesson = z.infer<typeof managedLessonSchema>;

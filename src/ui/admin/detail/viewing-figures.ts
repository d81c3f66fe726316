import type { StudentCompletion } from '../../../schemas/reports';

/**
 * The viewing tab's summary of the per-student report (docs/admin.md "Reports (server)"): how many
 * students watched something, the class's average completion (every enrolled student counted,
 * those who watched nothing at 0, as the report center counts it), and who has not watched yet.
 */
export type ViewingFigures = {
  enrolled: number;
  watchedAny: number;
  /** 0..1, 0 for a class without students. */
  averagePercent: number;
  notWatched: StudentCompletion[];
};

export function viewingFiguresOf(students: readonly StudentCompletion[]): ViewingFigures {
  const notWatched = students.filter((student) => student.watched === 0);
  const total = students.reduce((sum, student) => sum + student.averagePercent, 0);
  return {
    enrolled: students.length,
    watchedAny: students.length - notWatched.length,
    averagePercent: students.length === 0 ? 0 : total / students.length,
    notWatched,
  };
}

/** A share 0..1 as a whole percentage for a bar's width, kept within 0–100. */
export const percentOf = (share: number): number => Math.round(Math.min(1, Math.max(0, share)) * 100);

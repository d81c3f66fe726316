import { lessonPatternBodySchema, type LessonPatternBody } from '../../schemas/admin-classes';
import type { FieldProblem } from '../../schemas/field-problems';
import { bodyProblemsOf, type PlaceOf } from '../shared/form-problems';

/** The Generate lessons dialog's fields. */
export type GenerateField = 'weekdays' | 'first' | 'count' | 'from' | 'to' | 'clroId' | 'skipDates';

/** The request's fields as the dialog shows them; a refusal of the weeks as a whole (too many days) shows beside the last week. */
const REQUEST_FIELDS: Record<string, GenerateField> = {
  weekdays: 'weekdays',
  'slots.first': 'first',
  'slots.count': 'count',
  'weeks.from': 'from',
  'weeks.to': 'to',
  weeks: 'to',
  clroId: 'clroId',
  skipDates: 'skipDates',
};

export const generatePlaceOf: PlaceOf<GenerateField> = (field) => REQUEST_FIELDS[field] ?? REQUEST_FIELDS[field.split('.')[0]!] ?? null;

/**
 * What is wrong before sending: the pattern checked with the server's own schema (a weekday
 * required, the weeks in order, real dates), and weeks past the class's term, which the server
 * refuses too (`termWeeks`).
 */
export function generateProblems(body: LessonPatternBody, weekCount: number | undefined): FieldProblem[] {
  const problems = bodyProblemsOf(lessonPatternBodySchema, body);
  if (weekCount === undefined) return problems;
  const pastTerm = (field: 'from' | 'to'): FieldProblem[] =>
    body.weeks[field] > weekCount ? [{ in: 'body', field: `weeks.${field}`, rule: 'tooLarge', values: { max: weekCount } }] : [];
  return [...problems, ...pastTerm('from'), ...pastTerm('to')];
}

import { captionSaveBodySchema } from '../../schemas/captions';
import type { FieldProblem } from '../../schemas/field-problems';
import { serverRefusalOf } from '../../services/http/server-refusal';
import { bodyProblemsOf, type Problem } from '../shared/form-problems';
import { cuesOf, unparsedCues, type CueDraft, type CueTimeField } from './cue-draft';

/**
 * What stops a track from being saved, placed at the row and field it is about
 * (docs/captions.md "Editing"). The editor checks the body it would send with the server's own
 * schema (`captionSaveBodySchema`, whose `cues` are `captionCueListSchema`), so a field problem
 * found here and one the server answers have one name (`cues.3.endS`) and one sentence.
 */

export type CueField = CueTimeField | 'text';

/** A problem at one cue's field. */
export type CuePlace = { index: number; field: CueField };

export type CueProblems = {
  /** Each faulty row's problems, by the cue's index in the track. */
  rows: ReadonlyMap<number, Partial<Record<CueField, Problem>>>;
  /** A problem of the track as a whole (no cue, too many). */
  track: Problem | null;
  /** The first faulty field in track order, where the keyboard goes. */
  first: CuePlace | null;
};

const CUE_FIELD = /^cues\.(\d+)\.(startS|endS|text)$/;

/** The row and field a request field names (`cues.3.endS`), or null for the track as a whole. */
export function cuePlaceOf(field: string): CuePlace | null {
  const match = CUE_FIELD.exec(field);
  return match === null ? null : { index: Number(match[1]), field: match[2] as CueField };
}

/**
 * A field problem in the editor's words: out of order says which way for each time (the generic
 * sentence speaks of one start); the list's limits speak of captions.
 */
function cueProblem({ rule, values }: Pick<FieldProblem, 'rule' | 'values'>, place: CuePlace | null): Problem {
  if (rule === 'order' && place?.field === 'startS') return { key: 'captionEditor.problem.startOrder', params: {} };
  if (rule === 'order') return { key: 'captionEditor.problem.endOrder', params: {} };
  if (place === null && rule === 'tooMany') return { key: 'captionEditor.problem.tooMany', params: values };
  if (place === null && (rule === 'required' || rule === 'tooFew')) return { key: 'captionEditor.problem.noCues', params: {} };
  return { key: `field.${rule}`, params: values };
}

const worded = (problem: FieldProblem) => ({ field: problem.field, problem: cueProblem(problem, cuePlaceOf(problem.field)) });

const FIELD_ORDER: readonly CueField[] = ['startS', 'endS', 'text'];
const byPlace = (a: CuePlace, b: CuePlace) => a.index - b.index || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field);

/** Problems placed at their rows: the first per field; `track` takes what names no cue. */
export function placedCueProblems(found: ReadonlyArray<{ field: string; problem: Problem }>): CueProblems {
  const rows = new Map<number, Partial<Record<CueField, Problem>>>();
  let track: Problem | null = null;
  const places: CuePlace[] = [];
  for (const { field, problem } of found) {
    const place = cuePlaceOf(field);
    if (place === null) {
      track ??= problem;
      continue;
    }
    const row = rows.get(place.index) ?? {};
    if (row[place.field] === undefined) {
      row[place.field] = problem;
      places.push(place);
    }
    rows.set(place.index, row);
  }
  return { rows, track, first: places.sort(byPlace)[0] ?? null };
}

export const noCueProblems: CueProblems = { rows: new Map(), track: null, first: null };

export const hasCueProblems = (problems: CueProblems) => problems.rows.size > 0 || problems.track !== null;

const typedProblems = (draft: CueDraft) =>
  unparsedCues(draft).flatMap((index) =>
    (Object.keys(draft.cues[index]!.unparsed) as CueTimeField[]).map((field) => ({
      field: `cues.${index}.${field}`,
      problem: { key: 'captionEditor.problem.time', params: {} } satisfies Problem,
    })),
  );

/**
 * What the editor's own check finds: a time field whose text is not a time (always: it is shown
 * as soon as the field is left), and, with `schema` (once a save was tried), what the server's
 * schema would refuse in the cues as they would be sent.
 */
export function checkCues(draft: CueDraft, revision: number, { schema }: { schema: boolean }): CueProblems {
  const found = typedProblems(draft);
  if (!schema) return found.length === 0 ? noCueProblems : placedCueProblems(found);
  return placedCueProblems([...found, ...bodyProblemsOf(captionSaveBodySchema, { revision, cues: cuesOf(draft) }).map(worded)]);
}

/** A refusal's field problems (`fieldsInvalid`) placed as the editor's own are. */
export const serverCueProblems = (fields: readonly FieldProblem[]): CueProblems => placedCueProblems(fields.map(worded));

/** Why a save was refused, as the editor shows it. */
export type SaveRefusal =
  /** Someone saved the track since the editor read it (409 captionTrackChanged): reload, never overwrite. */
  | { kind: 'conflict' }
  /** Problems at cues' fields: the schema's (`fieldsInvalid`), or a cue ending after the recording. */
  | { kind: 'placed'; problems: CueProblems }
  /** Anything else: one sentence for the save line (./form-problems.ts `serverProblemText`). */
  | { kind: 'other' };

export function saveRefusalOf(error: unknown): SaveRefusal {
  const refusal = serverRefusalOf(error);
  if (refusal === null) return { kind: 'other' };
  if (refusal.reason === 'captionTrackChanged') return { kind: 'conflict' };
  if (refusal.reason === 'fieldsInvalid' && refusal.fields !== undefined && refusal.fields.length > 0)
    return { kind: 'placed', problems: serverCueProblems(refusal.fields) };
  if (refusal.field !== undefined && cuePlaceOf(refusal.field) !== null) {
    const problem: Problem = { key: `refusal.${refusal.reason}`, params: refusal.values };
    return { kind: 'placed', problems: placedCueProblems([{ field: refusal.field, problem }]) };
  }
  return { kind: 'other' };
}

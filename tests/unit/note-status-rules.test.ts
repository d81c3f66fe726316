import { describe, expect, it } from 'vitest';
import { NOTE_STATUS } from '../../src/constants';
import {
  NOTE_ACTION_HOLDERS,
  NOTE_ACTION_TARGET,
  NOTE_ACTIONS,
  noteActions,
  noteStatusChange,
  type NoteAction,
  type NoteActionsInput,
  type NoteStatus,
} from '../../src/notes/note-status-rules';

/**
 * The note status table (docs/notes.md "Status") over every status and every kind of caller:
 * author or not, the class's teacher or not, administrator or not, with or without the note's
 * recording. The expectations are written out again here as the docs say them, not derived
 * from the table under test.
 */
const STATUSES: NoteStatus[] = [NOTE_STATUS.draft, NOTE_STATUS.pending, NOTE_STATUS.released];
const FLAGS = [false, true];
const everyInput: NoteActionsInput[] = STATUSES.flatMap((status) =>
  FLAGS.flatMap((isAuthor) =>
    FLAGS.flatMap((teachesClass) =>
      FLAGS.flatMap((isAdministrator) => FLAGS.map((hasRecording) => ({ status, isAuthor, teachesClass, isAdministrator, hasRecording }))),
    ),
  ),
);

/** docs/notes.md, as prose turned into code. */
function documented({ status, isAuthor, teachesClass, isAdministrator, hasRecording }: NoteActionsInput): NoteAction[] {
  const staff = teachesClass || isAdministrator;
  const actions: NoteAction[] = [];
  if (status === NOTE_STATUS.draft && isAuthor && staff && hasRecording) actions.push('submit');
  if (status === NOTE_STATUS.pending && isAuthor) actions.push('withdraw');
  if (status === NOTE_STATUS.pending && staff && hasRecording) actions.push('release');
  if (status === NOTE_STATUS.released && staff) actions.push('unrelease');
  return actions;
}

/** The one step between two statuses, as docs/notes.md's table has it. */
const STEP: Partial<Record<`${NoteStatus}>${NoteStatus}`, NoteAction>> = {
  '-1>0': 'submit',
  '0>-1': 'withdraw',
  '0>1': 'release',
  '1>0': 'unrelease',
};
const FROM: Record<NoteAction, NoteStatus> = { submit: -1, withdraw: 0, release: 0, unrelease: 1 };
const TO: Record<NoteAction, NoteStatus> = { submit: 0, withdraw: -1, release: 1, unrelease: 0 };

/** Would the caller hold `action` on a note in its starting status with its recording? */
const heldByRole = (input: NoteActionsInput, action: NoteAction) =>
  documented({ ...input, status: FROM[action], hasRecording: true }).includes(action);

/** docs/notes.md: allowed when a held action leads there; 403 when the caller could never make the change; else 409. */
function documentedOutcome(input: NoteActionsInput & { target: NoteStatus }): { outcome: string; action?: NoteAction } {
  const direct = STEP[`${input.status}>${input.target}`];
  if (direct !== undefined) {
    if (documented(input).includes(direct)) return { outcome: 'allowed', action: direct };
    return { outcome: heldByRole(input, direct) ? 'wrongStatus' : 'forbidden' };
  }
  const leadingThere = NOTE_ACTIONS.filter((action) => TO[action] === input.target);
  return { outcome: leadingThere.some((action) => heldByRole(input, action)) ? 'wrongStatus' : 'forbidden' };
}

const label = (input: NoteActionsInput) =>
  `${input.status} author=${input.isAuthor} teacher=${input.teachesClass} admin=${input.isAdministrator} recording=${input.hasRecording}`;

describe('noteActions', () => {
  it('covers all 48 combinations of status and caller', () => {
    expect(everyInput).toHaveLength(48);
  });

  it.each(everyInput.map((input) => [label(input), input] as const))('%s', (_, input) => {
    expect(noteActions(input)).toEqual(documented(input));
  });

  it('treats a missing hasRecording as a note with its recording', () => {
    const teacherAuthor = { isAuthor: true, teachesClass: true, isAdministrator: false };
    expect(noteActions({ ...teacherAuthor, status: NOTE_STATUS.draft })).toEqual(['submit']);
    expect(noteActions({ ...teacherAuthor, status: NOTE_STATUS.pending })).toEqual(['withdraw', 'release']);
  });

  it('leads each action one step, to the status the endpoint is sent', () => {
    expect(NOTE_ACTION_TARGET).toEqual({
      submit: NOTE_STATUS.pending,
      withdraw: NOTE_STATUS.draft,
      release: NOTE_STATUS.released,
      unrelease: NOTE_STATUS.pending,
    });
    expect(Object.keys(NOTE_ACTION_TARGET)).toEqual([...NOTE_ACTIONS]);
  });
});

describe('noteStatusChange', () => {
  const cases = everyInput.flatMap((input) => STATUSES.map((target) => ({ ...input, target })));

  it.each(cases.map((input) => [`${label(input)} → ${input.target}`, input] as const))('%s', (_, input) => {
    const decision = noteStatusChange(input);
    const expected = documentedOutcome(input);
    expect(decision.outcome).toBe(expected.outcome);
    if (decision.outcome === 'allowed') expect(decision.action).toBe(expected.action);
    if (decision.outcome === 'forbidden') expect(decision.message).toBe(NOTE_ACTION_HOLDERS[decision.action]);
    if (decision.outcome === 'wrongStatus') expect(decision.message).toMatch(/^(a |the note is already )/);
  });

  it('refuses students with the rule, never with the state', () => {
    const student = { isAuthor: true, teachesClass: false, isAdministrator: false };
    expect(noteStatusChange({ ...student, status: NOTE_STATUS.draft, target: NOTE_STATUS.pending })).toEqual({
      outcome: 'forbidden',
      action: 'submit',
      message: "only the class's teacher can submit a note for the class",
    });
    expect(noteStatusChange({ ...student, status: NOTE_STATUS.draft, target: NOTE_STATUS.released })).toMatchObject({
      outcome: 'forbidden',
      action: 'release',
    });
    // A student's note handed in some other way (the demo seed) may still be withdrawn, not released.
    expect(noteStatusChange({ ...student, status: NOTE_STATUS.pending, target: NOTE_STATUS.draft })).toEqual({
      outcome: 'allowed',
      action: 'withdraw',
    });
    expect(noteStatusChange({ ...student, status: NOTE_STATUS.released, target: NOTE_STATUS.pending })).toMatchObject({
      outcome: 'forbidden',
      action: 'unrelease',
    });
  });

  it('tells a teacher which step comes first, and what is already so', () => {
    const teacher = { isAuthor: true, teachesClass: true, isAdministrator: false };
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.draft, target: NOTE_STATUS.released })).toEqual({
      outcome: 'wrongStatus',
      message: 'a draft note cannot be released; submit it first',
    });
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.released, target: NOTE_STATUS.draft })).toEqual({
      outcome: 'wrongStatus',
      message: 'a released note cannot be withdrawn; unrelease it first',
    });
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.released, target: NOTE_STATUS.released })).toEqual({
      outcome: 'wrongStatus',
      message: 'the note is already released',
    });
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.draft, target: NOTE_STATUS.draft })).toEqual({
      outcome: 'wrongStatus',
      message: 'the note is already a draft',
    });
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.draft, target: NOTE_STATUS.pending, hasRecording: false })).toEqual({
      outcome: 'wrongStatus',
      message: 'a note without a recording cannot be submitted',
    });
  });

  it('lets a teacher release another author’s pending note but not withdraw it', () => {
    const teacher = { isAuthor: false, teachesClass: true, isAdministrator: false };
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.pending, target: NOTE_STATUS.released })).toEqual({
      outcome: 'allowed',
      action: 'release',
    });
    expect(noteStatusChange({ ...teacher, status: NOTE_STATUS.pending, target: NOTE_STATUS.draft })).toEqual({
      outcome: 'forbidden',
      action: 'withdraw',
      message: 'only the author can withdraw a note',
    });
  });
});

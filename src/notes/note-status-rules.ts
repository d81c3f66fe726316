import { NOTE_STATUS } from '../constants';

/**
 * Who may move a note between draft (-1), pending (0) and released (1) (docs/notes.md "Status"),
 * shared by the server, which enforces it, and the browser, which offers only what is allowed.
 * A table is enough: four actions, each one step from one status to the next.
 *
 * - submit (draft → pending): the author hands a note in for the class; only someone who teaches
 *   the note's class (or an administrator) writes notes for a class, so students never submit.
 * - withdraw (pending → draft): the author takes a handed-in note back to edit it again.
 * - release (pending → released): the class's teacher (or an administrator) shows it to the
 *   class's students, who are told by a message.
 * - unrelease (released → pending): the same people hide a note released by mistake.
 */
export type NoteStatus = (typeof NOTE_STATUS)[keyof typeof NOTE_STATUS];

export const NOTE_ACTIONS = ['submit', 'withdraw', 'release', 'unrelease'] as const;
export type NoteAction = (typeof NOTE_ACTIONS)[number];

type Transition = {
  from: NoteStatus;
  to: NoteStatus;
  /** Only the note's author holds it. */
  author: boolean;
  /** Only the class's teacher or an administrator of the tenant holds it. */
  staff: boolean;
  /** It puts the note in front of a class, so the note needs its recording (and so its class). */
  needsRecording: boolean;
};

export const NOTE_TRANSITIONS: Readonly<Record<NoteAction, Transition>> = {
  submit: { from: NOTE_STATUS.draft, to: NOTE_STATUS.pending, author: true, staff: true, needsRecording: true },
  withdraw: { from: NOTE_STATUS.pending, to: NOTE_STATUS.draft, author: true, staff: false, needsRecording: false },
  release: { from: NOTE_STATUS.pending, to: NOTE_STATUS.released, author: false, staff: true, needsRecording: true },
  unrelease: { from: NOTE_STATUS.released, to: NOTE_STATUS.pending, author: false, staff: true, needsRecording: false },
};

/** The status each action leads to: what `POST /v1/note/{id}/status` is sent for it. */
export const NOTE_ACTION_TARGET: Readonly<Record<NoteAction, NoteStatus>> = {
  submit: NOTE_TRANSITIONS.submit.to,
  withdraw: NOTE_TRANSITIONS.withdraw.to,
  release: NOTE_TRANSITIONS.release.to,
  unrelease: NOTE_TRANSITIONS.unrelease.to,
};

/** The caller as the rules see them, for one note. */
export type NoteActor = {
  isAuthor: boolean;
  /** The caller is the teacher of the class of the note's recording. */
  teachesClass: boolean;
  /** An administrator of the note's tenant. */
  isAdministrator: boolean;
};

export type NoteActionsInput = NoteActor & {
  status: NoteStatus;
  /** False when the note's recording is gone (its vodId is null); absent means it has one. */
  hasRecording?: boolean;
};

const holds = (action: NoteAction, actor: NoteActor): boolean => {
  const rule = NOTE_TRANSITIONS[action];
  return (!rule.author || actor.isAuthor) && (!rule.staff || actor.teachesClass || actor.isAdministrator);
};

const recordingAllows = (action: NoteAction, input: NoteActionsInput) =>
  !NOTE_TRANSITIONS[action].needsRecording || input.hasRecording !== false;

/** What the caller may do to the note now, in table order. */
export function noteActions(input: NoteActionsInput): NoteAction[] {
  return NOTE_ACTIONS.filter(
    (action) => NOTE_TRANSITIONS[action].from === input.status && holds(action, input) && recordingAllows(action, input),
  );
}

/** Why someone who does not hold an action is refused it (403). */
export const NOTE_ACTION_HOLDERS: Readonly<Record<NoteAction, string>> = {
  submit: "only the class's teacher can submit a note for the class",
  withdraw: 'only the author can withdraw a note',
  release: "only the class's teacher can release a note to the class",
  unrelease: "only the class's teacher can take back a released note",
};

const STATUS_NAME: Readonly<Record<NoteStatus, string>> = { [-1]: 'draft', 0: 'pending', 1: 'released' };
const ALREADY: Readonly<Record<NoteStatus, string>> = { [-1]: 'a draft', 0: 'pending', 1: 'released' };
const DONE: Readonly<Record<NoteAction, string>> = {
  submit: 'submitted',
  withdraw: 'withdrawn',
  release: 'released',
  unrelease: 'taken back',
};

export type NoteStatusChange =
  | { outcome: 'allowed'; action: NoteAction }
  /** The caller could never make this change from this status: 403. */
  | { outcome: 'forbidden'; action: NoteAction; message: string }
  /** The caller may make such changes, but not from the note's status now: 409. */
  | { outcome: 'wrongStatus'; message: string };

/**
 * The answer to "set this note's status to `target`": the action that does it, or why not.
 * Refusals name the rule (403) before the state (409), so a student learns they may never
 * release rather than that their draft must be submitted first.
 */
export function noteStatusChange(input: NoteActionsInput & { target: NoteStatus }): NoteStatusChange {
  const leadingThere = NOTE_ACTIONS.filter((action) => NOTE_TRANSITIONS[action].to === input.target);
  const direct = leadingThere.find((action) => NOTE_TRANSITIONS[action].from === input.status);
  if (direct !== undefined) {
    if (!holds(direct, input)) return { outcome: 'forbidden', action: direct, message: NOTE_ACTION_HOLDERS[direct] };
    if (!recordingAllows(direct, input)) return { outcome: 'wrongStatus', message: `a note without a recording cannot be ${DONE[direct]}` };
    return { outcome: 'allowed', action: direct };
  }
  const held = leadingThere.filter((action) => holds(action, input));
  if (held.length === 0) return { outcome: 'forbidden', action: leadingThere[0]!, message: NOTE_ACTION_HOLDERS[leadingThere[0]!] };
  if (input.status === input.target) return { outcome: 'wrongStatus', message: `the note is already ${ALREADY[input.target]}` };
  const [firstStep] = noteActions(input);
  const hint = firstStep === undefined ? '' : `; ${firstStep} it first`;
  return { outcome: 'wrongStatus', message: `a ${STATUS_NAME[input.status]} note cannot be ${DONE[held[0]!]}${hint}` };
}

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { NOTE_AUTOSAVE_MS, NOTE_SAVE_RETRY_MS } from '../../src/constants';
import {
  noteAutosaveMachine,
  type NoteAutosaveContext,
  type NoteAutosaveInput,
  type NoteDraft,
  type NoteSaved,
  type NoteSaveInput,
} from '../../src/machines/note-autosave.machine';
import { describeGeneratedPaths } from './support/generated-paths';
import type { EffectCall, StepRecord } from './support/model';
import { noteAutosaveModel, typedDraft } from './support/models/note-autosave.model';

const saves = (calls: EffectCall[]) => calls.filter((call) => call.name === 'saveNote').map((call) => call.params as NoteSaveInput);

/**
 * Nothing the writer typed is lost (docs/notes.md "Saving"): every save carries the latest
 * draft from the revision last read, a draft stays until a save of it succeeded, and a save
 * never silently overwrites what another window saved.
 */
function autosaveRules(step: StepRecord<NoteAutosaveInput>): void {
  const { input, event, before, after, calls } = step;
  const context = after.context as NoteAutosaveContext;
  if (before === null) {
    expect(context).toMatchObject({ ...input, draft: null });
    expect(calls).toEqual([]);
    return;
  }
  const previous = before.context as NoteAutosaveContext;
  const started = saves(calls);
  if (after.matches('saving') && !before.matches('saving')) {
    expect(started).toEqual([{ noteId: previous.noteId, revision: context.revision, draft: previous.draft }]);
    expect(context.draft).not.toBeNull();
  } else {
    expect(started).toEqual([]);
  }
  if (!after.matches('clean')) expect(context.draft).not.toBeNull();
  if (!event.type.startsWith('xstate.done') && !(event.type === 'note.discard')) expect(context.noteId).toBe(previous.noteId);

  switch (event.type) {
    case 'note.edit':
      expect(context.draft).toEqual(event['draft']);
      expect(after.value).toBe(
        ({ clean: 'dirty', dirty: 'dirty', failed: 'dirty', saving: 'saving', conflict: 'conflict' } as Record<string, string>)[
          before.value as string
        ],
      );
      if (before.matches('saving')) expect(context.editedWhileSaving).toBe(true);
      break;
    case 'note.flush':
      expect(after.value).toBe('saving');
      break;
    case 'xstate.done.actor.saveNote': {
      const saved = event['output'] as NoteSaved;
      expect(context).toMatchObject({ noteId: saved.noteId, revision: saved.revision });
      expect(after.value).toBe(previous.editedWhileSaving ? 'dirty' : 'clean');
      if (after.matches('clean')) expect(context.draft).toBeNull();
      break;
    }
    case 'xstate.error.actor.saveNote': {
      const reason = (event['error'] as { reason: string }).reason;
      expect(after.value).toBe({ changed: 'conflict', locked: 'locked', unavailable: 'failed' }[reason]);
      expect(context.draft).toEqual(previous.draft);
      expect(context.revision).toBe(previous.revision);
      if (reason === 'changed') expect(context.savedRevision).toBe((event['error'] as { revision: number }).revision);
      break;
    }
    case 'note.overwrite':
      expect(started[0]?.revision).toBe(previous.savedRevision);
      expect(context.draft).toEqual(previous.draft);
      break;
    case 'note.discard':
      expect(after.value).toBe('clean');
      expect(context).toMatchObject({ revision: previous.savedRevision, draft: null, savedRevision: null });
      expect(calls.map((call) => call.name)).toEqual(['loadSavedNote']);
      break;
    case 'xstate.after.autosaveQuiet.noteAutosave.dirty':
    case 'xstate.after.saveRetry.noteAutosave.failed':
      expect(after.value).toBe('saving');
      break;
    default:
      throw new Error(`no rule for ${event.type}`);
  }
}

describeGeneratedPaths(noteAutosaveModel, autosaveRules);

describe('noteAutosave machine: journeys', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const draft = (text: string): NoteDraft => ({ ...typedDraft, content: [{ type: 'paragraph', children: [{ text }] }] });

  function startEditor(save: (input: NoteSaveInput) => Promise<NoteSaved>, input: NoteAutosaveInput = { noteId: null, revision: 0 }) {
    const sent: NoteSaveInput[] = [];
    const clock = new SimulatedClock();
    const machine = noteAutosaveMachine.provide({
      actors: {
        saveNote: fromPromise(({ input: saveInput }: { input: NoteSaveInput }) => {
          sent.push(saveInput);
          return save(saveInput);
        }),
      },
      actions: { loadSavedNote: () => undefined },
    });
    const actor = createActor(machine, { clock, input }).start();
    return { actor, clock, sent };
  }

  it('saves 1.5 s after the last keystroke, once, and then from the new revision', async () => {
    let revision = 0;
    const { actor, clock, sent } = startEditor(async () => ({ noteId: 'note-new', revision: ++revision }));
    actor.send({ type: 'note.edit', draft: draft('e') });
    clock.increment(NOTE_AUTOSAVE_MS - 1);
    actor.send({ type: 'note.edit', draft: draft('ei') });
    clock.increment(NOTE_AUTOSAVE_MS - 1);
    expect(sent).toHaveLength(0);
    clock.increment(1);
    await settle();
    expect(sent).toEqual([{ noteId: null, revision: 0, draft: draft('ei') }]);
    expect(actor.getSnapshot().value).toBe('clean');
    actor.send({ type: 'note.edit', draft: draft('eig') });
    actor.send({ type: 'note.flush' });
    await settle();
    expect(sent[1]).toEqual({ noteId: 'note-new', revision: 1, draft: draft('eig') });
  });

  it('keeps typing that happens during a save and saves it right after', async () => {
    let finish: (saved: NoteSaved) => void = () => undefined;
    const { actor, clock, sent } = startEditor(() => new Promise((resolve) => (finish = resolve)), { noteId: 'note-1', revision: 3 });
    actor.send({ type: 'note.edit', draft: draft('a') });
    actor.send({ type: 'note.flush' });
    actor.send({ type: 'note.edit', draft: draft('ab') });
    finish({ noteId: 'note-1', revision: 4 });
    await settle();
    expect(actor.getSnapshot().value).toBe('dirty');
    clock.increment(NOTE_AUTOSAVE_MS);
    expect(sent.map((input) => [input.revision, input.draft])).toEqual([
      [3, draft('a')],
      [4, draft('ab')],
    ]);
  });

  it('retries a failed save after 5 s without losing the draft', async () => {
    let attempts = 0;
    const { actor, clock, sent } = startEditor(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { noteId: 'note-1', revision: 4 };
      },
      { noteId: 'note-1', revision: 3 },
    );
    actor.send({ type: 'note.edit', draft: draft('offline words') });
    actor.send({ type: 'note.flush' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    clock.increment(NOTE_SAVE_RETRY_MS);
    await settle();
    expect(sent.map((input) => input.draft)).toEqual([draft('offline words'), draft('offline words')]);
    expect(actor.getSnapshot().value).toBe('clean');
  });
});

import { memo, useState, type KeyboardEvent } from 'react';
import { cueStamp, parseCueStamp } from '../../schemas/cue-time';
import { CUE_NUDGE_S, type CueEdit, type CueTimeField as Field } from './cue-draft';
import { nudgeOf } from './editor-keys';
import { FieldProblemText, TimeInput } from './caption-editor-styles';

type Props = {
  index: number;
  field: Field;
  seconds: number;
  /** Text typed earlier that is not a time (kept in the draft until corrected). */
  unparsed: string | undefined;
  label: string;
  /** The sentence beside the field, with the id the field points at. */
  problem: { id: string; text: string } | null;
  onEdit: (edit: CueEdit) => void;
};

/**
 * A cue's start or end: shown as `hh:mm:ss.mmm`, typed as that or `mm:ss.mmm`, and moved a tenth
 * of a second (a second with Shift) by the arrow keys. What is typed stays as typed while the
 * field has the focus; leaving it shows the time as read, or what was typed with its problem.
 */
export const CueTimeField = memo(function CueTimeField({ index, field, seconds, unparsed, label, problem, onEdit }: Props) {
  const [typing, setTyping] = useState<{ text: string; read: number | null } | null>(null);
  // What was typed, while the draft still holds what it says: a time set otherwise (the video's, a
  // nudge) shows instead.
  const typed = typing !== null && (typing.read === null ? unparsed === typing.text : typing.read === seconds) ? typing.text : null;
  // Not while typing: '00:0' on its way to a time is not a mistake yet.
  const shown = typed === null ? problem : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = nudgeOf(event, CUE_NUDGE_S);
    if (by === null) return;
    event.preventDefault();
    setTyping(null);
    onEdit({ kind: 'nudge', index, field, bySeconds: by });
  };
  return (
    <>
      <TimeInput
        value={typed ?? unparsed ?? cueStamp(seconds)}
        inputMode="decimal"
        spellCheck={false}
        autoComplete="off"
        aria-label={label}
        aria-invalid={shown !== null}
        aria-describedby={shown?.id}
        data-cue-field={field}
        onChange={(event) => {
          const text = event.target.value;
          const read = parseCueStamp(text);
          setTyping({ text, read });
          onEdit(read === null ? { kind: 'typed', index, field, text } : { kind: 'time', index, field, seconds: read });
        }}
        onBlur={() => setTyping(null)}
        onKeyDown={onKeyDown}
      />
      {shown !== null && (
        <FieldProblemText id={shown.id} data-testid="cue-problem" data-field={field}>
          {shown.text}
        </FieldProblemText>
      )}
    </>
  );
});

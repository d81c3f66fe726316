import { memo } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { formatNumber } from '../i18n/format';
import { ClockIcon, PlayIcon } from '../icons/line-icons';
import { problemText, type Problem } from '../shared/form-problems';
import { FieldProblemText, RowActions, RowButton, TextArea, TimeCell } from './caption-editor-styles';
import type { CueEdit, CueTimeField, DraftCue } from './cue-draft';
import type { CueField } from './cue-problems';
import { CueTimeField as TimeField } from './CueTimeField';
import type { EditorKeyAction } from './editor-keys';

/** What a row's buttons ask for; the keyboard asks for the same with its shortcuts (editor-keys.ts). */
export type RowAction = Extract<EditorKeyAction, { kind: 'addAfter' | 'remove' | 'setNow' | 'playRow' }>;

type Props = {
  cue: DraftCue;
  index: number;
  problems: Partial<Record<CueField, Problem>> | undefined;
  onEdit: (edit: CueEdit) => void;
  onAction: (index: number, action: RowAction) => void;
};

/**
 * One caption as a table row: its number, a button that plays it, its start and end, its text
 * and the buttons to add one after it or remove it. Tab goes play → start → end → text; the
 * buttons that set a time, add and remove are left out of the Tab order, since Alt+[ , Alt+],
 * Alt+Enter and Alt+Delete do the same from any field of the row (aria-keyshortcuts).
 */
export const CueRow = memo(function CueRow({ cue, index, problems, onEdit, onAction }: Props) {
  const { t, language } = useI18n();
  const number = formatNumber(index + 1, language);
  const problemOf = (field: CueField) => {
    const problem = problems?.[field];
    return problem === undefined ? null : { id: `cue-${cue.key}-${field}-problem`, text: problemText(t, problem) };
  };
  const textProblem = problemOf('text');
  const time = (field: CueTimeField) => (
    <TimeCell>
      <TimeField
        index={index}
        field={field}
        seconds={cue[field]}
        unparsed={cue.unparsed[field]}
        label={t(field === 'startS' ? 'captionEditor.startOf' : 'captionEditor.endOf', { number })}
        problem={problemOf(field)}
        onEdit={onEdit}
      />
      <RowButton
        type="button"
        tabIndex={-1}
        aria-label={t(field === 'startS' ? 'captionEditor.startNow' : 'captionEditor.endNow', { number })}
        aria-keyshortcuts={field === 'startS' ? 'Alt+[' : 'Alt+]'}
        title={t(field === 'startS' ? 'captionEditor.startNow' : 'captionEditor.endNow', { number })}
        onClick={() => onAction(index, { kind: 'setNow', field })}
        data-testid={field === 'startS' ? 'cue-start-now' : 'cue-end-now'}
      >
        <ClockIcon />
      </RowButton>
    </TimeCell>
  );
  return (
    <tr data-cue-index={index} data-testid="cue-row" data-problem={problems !== undefined}>
      <td data-col="number">{number}</td>
      <td data-col="play">
        <RowButton
          type="button"
          aria-label={t('captionEditor.playFrom', { number })}
          aria-keyshortcuts="Alt+P"
          onClick={() => onAction(index, { kind: 'playRow' })}
          data-cue-field="play"
          data-testid="cue-play"
        >
          <PlayIcon />
        </RowButton>
      </td>
      <td data-col="time">{time('startS')}</td>
      <td data-col="time">{time('endS')}</td>
      <td>
        <TextArea
          value={cue.text}
          rows={2}
          aria-label={t('captionEditor.textOf', { number })}
          aria-invalid={textProblem !== null}
          aria-describedby={textProblem?.id}
          onChange={(event) => onEdit({ kind: 'text', index, text: event.target.value })}
          data-cue-field="text"
          data-testid="cue-text"
        />
        {textProblem !== null && (
          <FieldProblemText id={textProblem.id} data-testid="cue-problem" data-field="text">
            {textProblem.text}
          </FieldProblemText>
        )}
      </td>
      <td data-col="actions">
        <RowActions>
          <RowButton
            type="button"
            tabIndex={-1}
            aria-label={t('captionEditor.addAfter', { number })}
            aria-keyshortcuts="Alt+Enter"
            title={t('captionEditor.addAfter', { number })}
            onClick={() => onAction(index, { kind: 'addAfter' })}
            data-testid="cue-add"
          >
            +
          </RowButton>
          <RowButton
            type="button"
            danger
            tabIndex={-1}
            aria-label={t('captionEditor.remove', { number })}
            aria-keyshortcuts="Alt+Delete"
            title={t('captionEditor.remove', { number })}
            onClick={() => onAction(index, { kind: 'remove' })}
            data-testid="cue-remove"
          >
            ×
          </RowButton>
        </RowActions>
      </td>
    </tr>
  );
});

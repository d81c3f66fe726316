import { useState } from 'react';
import { ReactEditor, useSlate } from 'slate-react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import {
  editTimeCardRemark,
  insertTimeCard,
  isCodeBlockActive,
  isMarkActive,
  toggleCodeBlock,
  toggleMark,
  type TextMark,
} from './note-commands';
import { RemarkPopover } from './RemarkPopover';
import { selectedTimeCard, timeCardMenu } from './time-card-rules';
import { timeStringOf } from './time-string';

const Bar = styled('div', { display: 'flex', flexWrap: 'wrap', gap: rem(4), paddingBottom: rem(6), borderBottom: '1px solid $border' });

export const ToolButton = styled('button', {
  minWidth: rem(30),
  padding: `${rem(3)} ${rem(8)}`,
  border: '1px solid transparent',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: '$text',
  fontSize: rem(13),
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$page' },
  '&[aria-pressed="true"]': { borderColor: '$primary', color: '$primaryText' },
  '&:disabled': { color: '$textMuted', opacity: 0.5, cursor: 'default' },
});

const MARKS: readonly { mark: TextMark; label: string; titleKey: 'notes.bold' | 'notes.italic' | 'notes.underline' }[] = [
  { mark: 'bold', label: 'B', titleKey: 'notes.bold' },
  { mark: 'italic', label: 'I', titleKey: 'notes.italic' },
  { mark: 'underline', label: 'U', titleKey: 'notes.underline' },
];

/**
 * Marks, code block, and the time-card menu (SPEC §5): "Mark time" puts a card at the player's
 * position where the cursor is; "Edit remark" changes the selected card's remark.
 */
export function NoteToolbar({ currentTime }: { currentTime: (() => number) | undefined }) {
  const { t } = useI18n();
  const editor = useSlate();
  const menu = timeCardMenu(editor);
  const [marking, setMarking] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const card = selectedTimeCard(editor);
  // Buttons act on the editor's selection: keep the focus (and selection) where it is.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault();
  return (
    <Bar role="toolbar" data-testid="note-toolbar">
      {MARKS.map(({ mark, label, titleKey }) => (
        <ToolButton
          key={mark}
          type="button"
          title={t(titleKey)}
          aria-pressed={isMarkActive(editor, mark)}
          onMouseDown={keepFocus}
          onClick={() => toggleMark(editor, mark)}
        >
          {label}
        </ToolButton>
      ))}
      <ToolButton type="button" aria-pressed={isCodeBlockActive(editor)} onMouseDown={keepFocus} onClick={() => toggleCodeBlock(editor)}>
        {t('notes.codeBlock')}
      </ToolButton>
      {currentTime !== undefined && (
        <RemarkPopover
          trigger={
            <ToolButton type="button" disabled={!menu.canMark} data-testid="note-mark-time">
              {t('notes.markTime')}
            </ToolButton>
          }
          open={marking !== null}
          onOpenChange={(open) => setMarking(open ? currentTime() : null)}
          time={timeStringOf(marking ?? 0)}
          initial=""
          confirmLabel={t('notes.remarkAdd')}
          onConfirm={(remark) => marking !== null && insertTimeCard(editor, marking, remark)}
          onClosed={() => ReactEditor.focus(editor)}
        />
      )}
      <RemarkPopover
        trigger={
          <ToolButton type="button" disabled={!menu.canEdit} data-testid="note-edit-remark">
            {t('notes.editRemark')}
          </ToolButton>
        }
        open={editing && card !== null}
        onOpenChange={setEditing}
        time={card?.[0].timeString ?? ''}
        initial={card?.[0].content ?? ''}
        confirmLabel={t('notes.remarkSave')}
        onConfirm={(remark) => editTimeCardRemark(editor, remark)}
        onClosed={() => ReactEditor.focus(editor)}
      />
    </Bar>
  );
}

import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { ToolButton } from './NoteToolbar';
import type { SaveState } from './use-note-autosave';

const Line = styled('p', {
  margin: 0,
  fontSize: rem(13),
  color: '$textMuted',
  variants: { tone: { calm: {}, warn: { color: '$warning' }, alarm: { color: '$danger' } } },
});

const Conflict = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: rem(8),
  padding: rem(8),
  borderRadius: '$sm',
  backgroundColor: '$warningLight',
  color: '$warning',
  fontSize: rem(13),
});

type Props = { state: SaveState; saved: boolean; onKeepMine: () => void; onTakeSaved: () => void };

/** Where the note stands: saved, saving, failing and retrying, or at odds with another window. */
export function NoteSaveStatus({ state, saved, onKeepMine, onTakeSaved }: Props) {
  const { t } = useI18n();
  if (state === 'conflict') {
    return (
      <Conflict role="alert" data-testid="note-conflict">
        <span>{t('notes.conflict')}</span>
        <ToolButton type="button" onClick={onKeepMine} data-testid="note-keep-mine">
          {t('notes.keepMine')}
        </ToolButton>
        <ToolButton type="button" onClick={onTakeSaved} data-testid="note-take-saved">
          {t('notes.takeSaved')}
        </ToolButton>
      </Conflict>
    );
  }
  const [text, tone] = (
    {
      clean: [saved ? t('notes.saved') : t('notes.notSavedYet'), 'calm'],
      dirty: [t('notes.saving'), 'calm'],
      saving: [t('notes.saving'), 'calm'],
      failed: [t('notes.failed'), 'alarm'],
      locked: [t('notes.lockedElsewhere'), 'warn'],
    } as const
  )[state];
  return (
    <Line role="status" tone={tone} data-testid="note-save-status">
      {text}
    </Line>
  );
}

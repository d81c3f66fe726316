import { NOTE_STATUS } from '../../constants';
import type { NoteSummary } from '../../schemas/notes';
import { ActionButton } from '../kit/buttons';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import type { ClassGroup } from './note-groups';

const Classes = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: rem(16) });

// A class name too long to share its line with the Export button keeps the line, and the button
// moves under it (to the right), rather than the name being squeezed over several lines.
const ClassHead = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: rem(8),
  marginBottom: rem(6),
  '& h3': { flex: '1 1 auto', minWidth: 0, margin: 0, fontSize: rem(16), fontWeight: 600, color: '$text' },
  '& > button': { marginLeft: 'auto' },
});

const LessonHead = styled('h4', { margin: `${rem(8)} 0 ${rem(4)}`, fontSize: rem(13), fontWeight: 500, color: '$textMuted' });

const Items = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });

const Item = styled('button', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(2),
  width: '100%',
  padding: `${rem(8)} ${rem(10)}`,
  border: '1px solid transparent',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: '$text',
  fontSize: rem(14),
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$page' },
  '&[aria-current="true"]': { borderColor: '$primary', backgroundColor: '$primaryLight' },
  '& strong': { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& span': { color: '$textMuted', fontSize: rem(12) },
});

export const StatusTag = styled('em', {
  display: 'inline-block',
  marginRight: rem(6),
  padding: `0 ${rem(6)}`,
  borderRadius: rem(4),
  fontStyle: 'normal',
  fontSize: rem(12),
  variants: {
    status: {
      draft: { backgroundColor: '$page', color: '$textMuted' },
      pending: { backgroundColor: '$warningLight', color: '$warning' },
      released: { backgroundColor: '$primaryLight', color: '$primaryText' },
    },
  },
});

export const statusName = (status: NoteSummary['status']) =>
  status === NOTE_STATUS.released ? 'released' : status === NOTE_STATUS.pending ? 'pending' : 'draft';

type Props = {
  groups: readonly ClassGroup[];
  openId: string | undefined;
  onOpen: (id: string) => void;
  onExportClass: (group: ClassGroup) => void;
  exporting: string | null;
};

/** my-note's list: classes, their lessons, and each lesson's notes (docs/notes.md "my-note"). */
export function NoteList({ groups, openId, onOpen, onExportClass, exporting }: Props) {
  const { t, language } = useI18n();
  return (
    <Classes data-testid="note-classes">
      {groups.map((group) => (
        <li key={group.teclId ?? 'none'} data-testid="note-class" data-tecl-id={group.teclId ?? ''}>
          <ClassHead>
            <h3>{group.teclName ?? t('myNote.noClass')}</h3>
            {group.teclId !== null && (
              <ActionButton
                type="button"
                tone="outline"
                disabled={exporting !== null}
                onClick={() => onExportClass(group)}
                data-testid="note-export-class"
              >
                {exporting === group.teclId ? t('myNote.exporting') : t('myNote.exportClass')}
              </ActionButton>
            )}
          </ClassHead>
          {group.lessons.map((lesson) => (
            <div key={lesson.key}>
              <LessonHead>
                {[lesson.courName ?? t('myNote.noLesson'), lesson.courBeginTime && formatDateTime(lesson.courBeginTime, language)]
                  .filter(Boolean)
                  .join(' · ')}
              </LessonHead>
              <Items>
                {lesson.notes.map((note) => (
                  <li key={note.id}>
                    <Item
                      type="button"
                      aria-current={note.id === openId}
                      onClick={() => onOpen(note.id)}
                      data-testid="note-item"
                      data-note-id={note.id}
                      data-status={note.status}
                    >
                      <strong>{note.title}</strong>
                      <span>
                        <StatusTag status={statusName(note.status)}>{t(`notes.status.${note.status}`)}</StatusTag>
                        {note.mine ? '' : `${note.authorName} · `}
                        {t('myNote.updated', { time: formatDateTime(note.updatedAt, language) })}
                      </span>
                    </Item>
                  </li>
                ))}
              </Items>
            </div>
          ))}
        </li>
      ))}
    </Classes>
  );
}

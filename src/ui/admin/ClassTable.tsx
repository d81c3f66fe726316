import { createLink } from '@tanstack/react-router';
import type { ManagedClass } from '../../schemas/admin-classes';
import { Actions, LinkButton } from '../clip-manage/media-styles';
import { useI18n } from '../i18n/i18n-context';
import { styled } from '../theme/stitches';
import { ClassTableBox, Muted, TableScroll, TagChip } from './admin-styles';

/** The class's name leads to its page, /admin/detail (docs/admin.md "The class detail page"). */
const ClassLink = createLink(
  styled('a', {
    color: '$primaryText',
    fontWeight: 700,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  }),
);

export type ClassAction = 'edit' | 'generate' | 'students' | 'delete';
const ACTIONS: readonly ClassAction[] = ['edit', 'generate', 'students', 'delete'];

type Props = { classes: readonly ManagedClass[]; loading: boolean; onAction: (action: ClassAction, cls: ManagedClass) => void };

/** The classes' table: what each is (its name opens its page), its counts, and its actions (each opens a dialog). */
export function ClassTable({ classes, loading, onAction }: Props) {
  const { t, language } = useI18n();
  return (
    <TableScroll>
      <ClassTableBox loading={loading} data-testid="class-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.col.name')}</th>
            <th scope="col">{t('admin.col.courseNo')}</th>
            <th scope="col">{t('admin.col.subject')}</th>
            <th scope="col">{t('admin.col.teacher')}</th>
            <th scope="col">{t('admin.col.term')}</th>
            <th scope="col">{t('admin.col.tags')}</th>
            <th scope="col" data-count>
              {t('admin.col.lessons')}
            </th>
            <th scope="col" data-count>
              {t('admin.col.recordings')}
            </th>
            <th scope="col" data-count>
              {t('admin.col.students')}
            </th>
            <th scope="col">{t('admin.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((cls) => (
            <tr key={cls.teclId} data-testid="class-row" data-tecl-id={cls.teclId}>
              <td>
                <ClassLink
                  to="/admin/detail"
                  search={{ teclId: cls.teclId }}
                  aria-label={t('adminDetail.open', { name: cls.teclName })}
                  data-testid="class-open"
                >
                  {cls.teclName}
                </ClassLink>
                <br />
                <Muted>{cls.organisation.orgaName}</Muted>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{cls.courseNo}</td>
              <td>{language === 'zh' ? cls.subject.subjName : cls.subject.subjNameEn}</td>
              <td>{cls.teacher.teacName}</td>
              <td>{cls.term.acteName}</td>
              <td>
                {cls.tags.map((tag) => (
                  <TagChip key={tag.tagId}>{tag.tagName}</TagChip>
                ))}
              </td>
              <td data-count data-testid="class-lesson-count">
                {cls.sessionCount}
              </td>
              <td data-count>{cls.recordingCount}</td>
              <td data-count data-testid="class-student-count">
                {cls.enrolledCount}
              </td>
              <td>
                <Actions>
                  {ACTIONS.map((action) => (
                    <LinkButton
                      key={action}
                      type="button"
                      danger={action === 'delete'}
                      onClick={() => onAction(action, cls)}
                      aria-label={`${t(`admin.action.${action}`)} ${cls.teclName}`}
                      data-testid={`class-${action}`}
                    >
                      {t(`admin.action.${action}`)}
                    </LinkButton>
                  ))}
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </ClassTableBox>
    </TableScroll>
  );
}

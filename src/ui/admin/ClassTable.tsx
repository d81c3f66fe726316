import { createLink } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { ManagedClass } from '../../schemas/admin-classes';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { LinkButton } from '../kit/table';
import { useI18n } from '../i18n/i18n-context';
import { styled } from '../theme/stitches';
import { ActionCell, ClassTableBox, Muted, NameCell, TableScroll, TagCell, TagChip } from './admin-styles';

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

/**
 * The classes' table: what each is (its name opens its page), its counts, and its actions (each
 * opens a dialog; Delete only for a class the server would delete, `deleteRefusal`).
 */
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
                <NameCell>
                  <ClassLink
                    to="/admin/detail"
                    search={{ teclId: cls.teclId }}
                    aria-label={t('adminDetail.open', { name: cls.teclName })}
                    data-testid="class-open"
                  >
                    {cls.teclName}
                  </ClassLink>
                  <Muted>{cls.organisation.orgaName}</Muted>
                </NameCell>
              </td>
              <td data-nowrap>{cls.courseNo}</td>
              <td>{language === 'zh' ? cls.subject.subjName : cls.subject.subjNameEn}</td>
              <td data-nowrap>{cls.teacher.teacName}</td>
              <td data-nowrap>{cls.term.acteName}</td>
              <td>
                <TagCell>
                  {cls.tags.map((tag) => (
                    <TagChip key={tag.tagId}>{tag.tagName}</TagChip>
                  ))}
                </TagCell>
              </td>
              <td data-count data-testid="class-lesson-count">
                {cls.sessionCount}
              </td>
              <td data-count>{cls.recordingCount}</td>
              <td data-count data-testid="class-student-count">
                {cls.enrolledCount}
              </td>
              <td>
                <ActionCell>
                  {ACTIONS.map((action) => {
                    // Delete is offered only where the server would do it; elsewhere it says why not.
                    const refusal = action === 'delete' && cls.deleteRefusal !== null ? t(`refusal.${cls.deleteRefusal}`) : null;
                    const reasonId = `class-${cls.teclId}-not-deletable`;
                    return (
                      <Fragment key={action}>
                        <LinkButton
                          type="button"
                          danger={action === 'delete'}
                          disabled={refusal !== null}
                          title={refusal ?? undefined}
                          aria-describedby={refusal === null ? undefined : reasonId}
                          onClick={() => onAction(action, cls)}
                          aria-label={`${t(`admin.action.${action}`)} ${cls.teclName}`}
                          data-testid={`class-${action}`}
                        >
                          {t(`admin.action.${action}`)}
                        </LinkButton>
                        {refusal !== null && <VisuallyHidden id={reasonId}>{refusal}</VisuallyHidden>}
                      </Fragment>
                    );
                  })}
                </ActionCell>
              </td>
            </tr>
          ))}
        </tbody>
      </ClassTableBox>
    </TableScroll>
  );
}

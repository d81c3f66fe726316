import { useState } from 'react';
import type { AdminClassDetail, AdminLesson } from '../../../schemas/admin-detail';
import { COUR_STATUS } from '../../../schemas/catalogue';
import { Actions, LinkButton } from '../../kit/table';
import { formatDate, formatTimeRange, formatWeekday } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { Checks, ClassTableBox, Muted, TableScroll } from '../admin-styles';
import { CancelLessonDialog } from './CancelLessonDialog';
import { Chip } from './detail-styles';
import { MoveLessonDialog } from './MoveLessonDialog';

type OpenDialog = { action: 'move' | 'cancel'; lesson: AdminLesson } | null;

const STATUS_TONE = { [COUR_STATUS.notStarted]: 'neutral', [COUR_STATUS.live]: 'warning', [COUR_STATUS.finished]: 'primary' } as const;

/**
 * The class's lessons in time order, those still to come first shown (finished ones on request),
 * each movable (time, room) and cancellable; the server decides what a begun lesson may still change.
 */
export function LessonsTab({ detail }: { detail: AdminClassDetail }) {
  const { t, language } = useI18n();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [showFinished, setShowFinished] = useState(false);
  const close = () => setDialog(null);
  if (detail.lessons.length === 0) return <EmptyBlock text={t('adminDetail.lessons.empty')} />;
  const finished = detail.lessons.filter((lesson) => lesson.courStatus === COUR_STATUS.finished).length;
  const shown = showFinished ? detail.lessons : detail.lessons.filter((lesson) => lesson.courStatus !== COUR_STATUS.finished);
  return (
    <>
      <Checks css={{ marginBottom: '12px' }}>
        <label>
          <input
            type="checkbox"
            checked={showFinished}
            onChange={(e) => setShowFinished(e.target.checked)}
            data-testid="lessons-show-finished"
          />
          {t('adminDetail.lessons.showFinished', { n: finished })}
        </label>
      </Checks>
      {shown.length === 0 && <EmptyBlock text={t('adminDetail.lessons.allFinished')} />}
      <TableScroll css={shown.length === 0 ? { display: 'none' } : undefined}>
        <ClassTableBox data-testid="lesson-table">
          <thead>
            <tr>
              <th scope="col">{t('adminDetail.lessons.lesson')}</th>
              <th scope="col">{t('adminDetail.lessons.date')}</th>
              <th scope="col">{t('adminDetail.lessons.time')}</th>
              <th scope="col">{t('adminDetail.lessons.classroom')}</th>
              <th scope="col">{t('adminDetail.lessons.status')}</th>
              <th scope="col">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((lesson) => (
              <tr key={lesson.courId} data-testid="lesson-row" data-cour-id={lesson.courId}>
                <td>
                  <strong>{lesson.courName}</strong>
                  <br />
                  <Muted>
                    {t('adminDetail.lessons.week', { n: lesson.weekNo })}
                    {lesson.letiNumber !== null && ` · ${t('admin.generate.slot', { n: lesson.letiNumber })}`}
                  </Muted>
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(lesson.courBeginTime, language, 'iso')}{' '}
                  <Muted>{formatWeekday((new Date(lesson.courBeginTime).getDay() + 6) % 7, language)}</Muted>
                </td>
                <td style={{ whiteSpace: 'nowrap' }} data-testid="lesson-time">
                  {formatTimeRange(lesson.courBeginTime, lesson.courEndTime, language)}
                </td>
                <td data-testid="lesson-classroom">{lesson.clroName ?? <Muted>{t('adminDetail.lessons.noClassroom')}</Muted>}</td>
                <td>
                  <Chip tone={STATUS_TONE[lesson.courStatus]}>{t(`adminDetail.lessons.status.${lesson.courStatus}`)}</Chip>
                  {lesson.isLive && <Chip>{t('adminDetail.lessons.live')}</Chip>}
                  {lesson.vodId !== null && <Chip tone="primary">{t('adminDetail.lessons.recorded')}</Chip>}
                </td>
                <td>
                  <Actions>
                    <LinkButton
                      type="button"
                      onClick={() => setDialog({ action: 'move', lesson })}
                      aria-label={`${t(lesson.begun ? 'adminDetail.lessons.changeRoom' : 'adminDetail.lessons.move')} ${lesson.courName}`}
                      data-testid="lesson-move"
                    >
                      {t(lesson.begun ? 'adminDetail.lessons.changeRoom' : 'adminDetail.lessons.move')}
                    </LinkButton>
                    <LinkButton
                      type="button"
                      danger
                      onClick={() => setDialog({ action: 'cancel', lesson })}
                      aria-label={`${t('adminDetail.lessons.cancel')} ${lesson.courName}`}
                      data-testid="lesson-cancel"
                    >
                      {t('adminDetail.lessons.cancel')}
                    </LinkButton>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </ClassTableBox>
      </TableScroll>
      {dialog?.action === 'move' && <MoveLessonDialog lesson={dialog.lesson} onClose={close} />}
      {dialog?.action === 'cancel' && <CancelLessonDialog lesson={dialog.lesson} enrolled={detail.enrolledCount} onClose={close} />}
    </>
  );
}

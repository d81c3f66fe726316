import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLesson } from '../../../schemas/admin-detail';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { Hint } from '../../kit/dialog-styles';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { ADMIN_CLASSES } from '../admin-api';
import { DialogFrame, QuestionActions } from '../../kit/dialog';
import { Problem } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { serverRefusalOf } from '../../../services/http/server-refusal';
import { cancelLesson } from './class-detail-api';

/**
 * Cancel one lesson (DELETE /v1/admin/course-sessions/:courId): it leaves every timetable and the
 * enrolled students are told. The server refuses a lesson that has begun or has a recording (409);
 * its reason is shown in the dialog, which stays open. "Keep the lesson" has the focus.
 */
export function CancelLessonDialog({ lesson, enrolled, onClose }: { lesson: AdminLesson; enrolled: number; onClose: () => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const cancelling = useMutation({
    mutationFn: () => cancelLesson(lesson.courId),
    onSuccess: async (told) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('adminDetail.cancel.done', { name: lesson.courName, told }));
      onClose();
    },
  });
  const refusal = cancelling.isError ? serverRefusalOf(cancelling.error) : null;
  return (
    <DialogFrame title={t('adminDetail.cancel.title')} testId="cancel-dialog" onClose={onClose}>
      <Hint>
        {t('adminDetail.cancel.confirm', {
          name: lesson.courName,
          when: formatDateTime(lesson.courBeginTime, language),
          students: enrolled,
        })}
      </Hint>
      {cancelling.isError && (
        <Problem role="alert" data-testid="cancel-problem" data-reason={refusal?.reason ?? 'server'}>
          {serverProblem(t, cancelling.error, t('admin.failed'))}
        </Problem>
      )}
      <QuestionActions
        keep={{ label: t('adminDetail.cancel.keep'), testId: 'cancel-keep' }}
        confirm={{
          label: t('adminDetail.cancel.button'),
          testId: 'cancel-confirm',
          tone: 'live',
          disabled: cancelling.isPending,
          onClick: () => cancelling.mutate(),
        }}
      />
    </DialogFrame>
  );
}

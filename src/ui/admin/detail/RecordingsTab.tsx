import { roadLabel } from '../../shared/road-label';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClassDetail, AdminRecording } from '../../../schemas/admin-detail';
import { Actions, LinkButton } from '../../kit/table';
import { RenameRecordingDialog } from '../../detail/RenameRecordingDialog';
import { CaptionsLink } from '../../caption-editor/CaptionsLink';
import { formatDateTime, formatDuration, formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { ADMIN_CLASSES } from '../admin-api';
import { ClassTableBox, Muted, Problem, TableScroll } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { setRecordingHidden } from './class-detail-api';
import { Chip } from './detail-styles';
import { ClassGrading, RecordingGrading, useLmsGrading } from './LmsGrading';

const STATUS_TONE = { ready: 'primary', processing: 'warning', failed: 'danger' } as const;

/**
 * The class's recordings, newest first, hidden and unfinished ones too: when, how long, their
 * roads (the main one marked), views, and whether students see it, with Hide / Publish, Rename and
 * Captions (a ready recording's tracks, /caption-edit). When the class is bound to an LMS course
 * that grants Lectern its line items, each ready recording (and the class) can be made a graded
 * item (LmsGrading.tsx).
 */
export function RecordingsTab({ detail }: { detail: AdminClassDetail }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<AdminRecording | null>(null);
  const { problem: gradingProblem, ...grading } = useLmsGrading(detail.teclId);
  const grades = grading.courses.length > 0;
  const toggling = useMutation({
    mutationFn: (recording: AdminRecording) => setRecordingHidden(recording.vodId, !recording.hidden),
    onSuccess: async (_, recording) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(
        t(recording.hidden ? 'adminDetail.recordings.published' : 'adminDetail.recordings.hiddenDone', { title: recording.title }),
      );
    },
  });
  if (detail.recordings.length === 0) return <EmptyBlock text={t('adminDetail.recordings.empty')} />;
  return (
    <>
      {grades && <ClassGrading grading={grading} problem={gradingProblem} />}
      {toggling.isError && (
        <Problem role="alert" css={{ marginBottom: '12px' }} data-testid="recording-problem">
          {serverProblem(t, toggling.error, t('admin.failed'))}
        </Problem>
      )}
      <TableScroll>
        <ClassTableBox data-testid="recording-table">
          <thead>
            <tr>
              <th scope="col">{t('adminDetail.recordings.recording')}</th>
              <th scope="col">{t('adminDetail.recordings.duration')}</th>
              <th scope="col">{t('adminDetail.recordings.status')}</th>
              <th scope="col">{t('adminDetail.recordings.roads')}</th>
              <th scope="col" data-count>
                {t('adminDetail.recordings.views')}
              </th>
              <th scope="col">{t('adminDetail.recordings.visibility')}</th>
              {grades && <th scope="col">{t('ltiGrades.column')}</th>}
              <th scope="col">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.recordings.map((recording) => (
              <tr key={recording.vodId} data-testid="recording-row" data-vod-id={recording.vodId} data-hidden={recording.hidden}>
                <td>
                  <strong>{recording.title}</strong>
                  <br />
                  <Muted>{formatDateTime(recording.recordedAt, language)}</Muted>
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatDuration(recording.durationS)}</td>
                <td>
                  <Chip tone={STATUS_TONE[recording.status]}>{t(`adminDetail.recordings.status.${recording.status}`)}</Chip>
                </td>
                <td>
                  {recording.roads.length === 0 && <Muted>—</Muted>}
                  {recording.roads.map((road) => (
                    <Chip
                      key={road.roadId}
                      tone={road.isMain ? 'primary' : 'neutral'}
                      data-testid="recording-road"
                      data-road-type={road.roadType}
                    >
                      {roadLabel(t, road)}
                      {road.isMain && ` · ${t('adminDetail.recordings.main')}`}
                    </Chip>
                  ))}
                </td>
                <td data-count>{formatNumber(recording.viewCount, language)}</td>
                <td data-testid="recording-visibility">
                  <Chip tone={recording.hidden ? 'warning' : 'primary'}>
                    {t(recording.hidden ? 'adminDetail.recordings.hidden' : 'adminDetail.recordings.visible')}
                  </Chip>
                </td>
                {grades && (
                  <td>
                    {recording.status === 'ready' && <RecordingGrading grading={grading} vodId={recording.vodId} title={recording.title} />}
                  </td>
                )}
                <td>
                  <Actions>
                    <LinkButton
                      type="button"
                      disabled={toggling.isPending}
                      onClick={() => toggling.mutate(recording)}
                      aria-label={`${t(recording.hidden ? 'adminDetail.recordings.publish' : 'adminDetail.recordings.hide')} ${recording.title}`}
                      data-testid="recording-toggle"
                    >
                      {t(recording.hidden ? 'adminDetail.recordings.publish' : 'adminDetail.recordings.hide')}
                    </LinkButton>
                    <LinkButton
                      type="button"
                      onClick={() => setRenaming(recording)}
                      aria-label={`${t('detail.rename')} ${recording.title}`}
                      data-testid="recording-rename"
                    >
                      {t('detail.rename')}
                    </LinkButton>
                    {recording.status === 'ready' && (
                      <CaptionsLink teclId={detail.teclId} vodId={recording.vodId} title={recording.title} />
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </ClassTableBox>
      </TableScroll>
      {renaming !== null && <RenameRecordingDialog vodId={renaming.vodId} title={renaming.title} onClose={() => setRenaming(null)} />}
    </>
  );
}

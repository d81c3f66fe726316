import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { CLASS_RESOURCE_MAX_BYTES, type AdminClassDetail, type AdminResource } from '../../../schemas/admin-detail';
import { Actions, LinkButton, Row } from '../../kit/table';
import { Select } from '../../kit/form-fields';
import { ActionButton } from '../../kit/buttons';
import { downloadResource } from '../../downloads/download-api';
import { formatDate, formatDateTime, formatFileSize, formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { useRuntimeConfig } from '../../shared/use-app-context';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { ADMIN_CLASSES } from '../admin-api';
import { ClassTableBox, Muted, Problem, TableScroll } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { Bar, Chip, Progress, UploadBox } from './detail-styles';
import { uploadClassResource } from './resource-upload';

/**
 * The class's files: upload one (for the whole class or one lesson; its progress shown as it is
 * sent), download, delete after asking. A file over the server's limit is refused before it is sent.
 */
export function ResourcesTab({ detail }: { detail: AdminClassDetail }) {
  const { t, language } = useI18n();
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [courId, setCourId] = useState('');
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);
  const lessonName = new Map(detail.lessons.map((lesson) => [lesson.courId, lesson]));
  const uploading = useMutation({
    mutationFn: (file: File) =>
      uploadClassResource(config, {
        teclId: detail.teclId,
        file,
        ...(courId === '' ? {} : { courId }),
        onProgress: (share) => setProgress({ name: file.name, share }),
      }),
    onMutate: (file) => setProgress({ name: file.name, share: 0 }),
    onSettled: () => setProgress(null),
    onSuccess: async (resource) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t('adminDetail.resources.uploaded', { name: resource.fileName }));
    },
  });
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    setTooLarge(file.size > CLASS_RESOURCE_MAX_BYTES ? file.name : null);
    if (file.size <= CLASS_RESOURCE_MAX_BYTES) uploading.mutate(file);
  };
  const lessonLabel = (id: string) => {
    const lesson = lessonName.get(id);
    return lesson === undefined ? '' : `${formatDate(lesson.courBeginTime, language, 'iso')} ${lesson.courName}`;
  };

  return (
    <>
      <UploadBox>
        <label>
          {t('adminDetail.resources.for')}
          <Select value={courId} onChange={(e) => setCourId(e.target.value)} disabled={uploading.isPending} data-testid="resource-lesson">
            <option value="">{t('adminDetail.resources.wholeClass')}</option>
            {detail.lessons.map((lesson) => (
              <option key={lesson.courId} value={lesson.courId}>
                {lessonLabel(lesson.courId)}
              </option>
            ))}
          </Select>
        </label>
        <ActionButton type="button" onClick={() => input.current?.click()} disabled={uploading.isPending} data-testid="resource-upload">
          {t('adminDetail.resources.upload')}
        </ActionButton>
        <input ref={input} type="file" hidden onChange={chosen} data-testid="resource-upload-input" />
        <Muted>{t('adminDetail.resources.limit', { size: formatFileSize(CLASS_RESOURCE_MAX_BYTES, language) })}</Muted>
        {progress !== null && (
          <Progress data-testid="resource-progress">
            <span>{t('adminDetail.resources.sending', { name: progress.name })}</span>
            <Bar
              role="progressbar"
              aria-label={t('adminDetail.resources.sending', { name: progress.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.share * 100)}
              css={{ width: '200px' }}
            >
              <span style={{ width: `${progress.share * 100}%` }} />
            </Bar>
            <span>{formatNumber(Math.round(progress.share * 100), language)} %</span>
          </Progress>
        )}
      </UploadBox>
      {tooLarge !== null && (
        <Problem role="alert" css={{ marginBottom: '12px' }} data-testid="resource-problem">
          {t('adminDetail.resources.tooLarge', { name: tooLarge, size: formatFileSize(CLASS_RESOURCE_MAX_BYTES, language) })}
        </Problem>
      )}
      {uploading.isError && (
        <Problem role="alert" css={{ marginBottom: '12px' }} data-testid="resource-problem">
          {serverProblem(t, uploading.error, t('admin.failed'))}
        </Problem>
      )}
      {detail.resources.length === 0 ? (
        <EmptyBlock text={t('adminDetail.resources.empty')} />
      ) : (
        <TableScroll>
          <ClassTableBox data-testid="resource-table">
            <thead>
              <tr>
                <th scope="col">{t('adminDetail.resources.file')}</th>
                <th scope="col">{t('adminDetail.resources.lesson')}</th>
                <th scope="col" data-count>
                  {t('adminDetail.resources.size')}
                </th>
                <th scope="col">{t('adminDetail.resources.added')}</th>
                <th scope="col">{t('admin.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.resources.map((resource) => (
                <Row key={resource.id} invalid={resource.invalid} data-testid="resource-row" data-resource-id={resource.id}>
                  <td>
                    <strong>{resource.title}</strong>
                    {resource.invalid && <Chip tone="danger">{t('adminDetail.resources.invalid')}</Chip>}
                    <br />
                    <Muted>{resource.fileName}</Muted>
                  </td>
                  <td>
                    {resource.courId === null ? <Muted>{t('adminDetail.resources.wholeClass')}</Muted> : lessonLabel(resource.courId)}
                  </td>
                  <td data-count style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(resource.sizeBytes, language)}
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(resource.createdAt, language)}</td>
                  <td>
                    <Actions>
                      <LinkButton
                        type="button"
                        disabled={resource.invalid}
                        onClick={() => void downloadResource(resource).catch(() => undefined)}
                        data-testid="resource-download"
                      >
                        {t('adminDetail.resources.download')}
                      </LinkButton>
                      <LinkButton type="button" danger onClick={() => setDeleting(resource)} data-testid="resource-delete">
                        {t('adminDetail.resources.delete')}
                      </LinkButton>
                    </Actions>
                  </td>
                </Row>
              ))}
            </tbody>
          </ClassTableBox>
        </TableScroll>
      )}
      {deleting !== null && <DeleteResourceDialog resource={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

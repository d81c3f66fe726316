import type { PersonalResource, ResourceState } from '../../schemas/media-library';
import { formatDateTime, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { EllipsisText } from '../shared/ellipsis-text';
import { styled } from '../theme/stitches';
import { AttachAction } from './AttachAction';
import { DeleteAction } from './DeleteAction';
import { PlayAction } from './PlayAction';
import { RenameAction } from './RenameAction';
import { Badge } from '../kit/badge';
import { Actions, Reason, Row, Table } from '../kit/table';
import { ResourceThumb } from './ResourceThumb';

const TitleCell = styled('div', { display: 'flex', alignItems: 'center', gap: rem(14) });

const TitleText = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(4), fontWeight: 600 });

const KindTag = styled('span', { alignSelf: 'flex-start', fontSize: rem(12), fontWeight: 400, color: '$textMuted' });

const TONES = { ready: 'primary', processing: 'warning', failed: 'danger' } as const satisfies Record<ResourceState, string>;

function Status({ resource }: { resource: PersonalResource }) {
  const { t } = useI18n();
  return (
    <>
      <Badge
        tone={TONES[resource.invalid ? 'failed' : resource.status]}
        data-testid="resource-status"
        data-status={resource.invalid ? 'invalid' : resource.status}
      >
        {resource.invalid ? t('media.invalid') : t(`media.status.${resource.status}`)}
      </Badge>
      {resource.status === 'failed' && resource.reason !== null && (
        <Reason>
          <EllipsisText text={resource.reason} />
        </Reason>
      )}
    </>
  );
}

type Props = {
  records: readonly PersonalResource[];
  /** The next page is on its way: the rows shown stay, dimmed. */
  loading: boolean;
  /** Resources may also be attached to a lesson; the clips tab plays, renames and deletes. */
  attach: boolean;
  caption: string;
};

/**
 * The personal-resources table (SPEC §2 "Other screens"): thumbnail and title, duration,
 * created, status and actions; table text is cut with an ellipsis at 170 px.
 */
export function ResourceTable({ records, loading, attach, caption }: Props) {
  const { t, language } = useI18n();
  return (
    <Table loading={loading} aria-busy={loading} aria-label={caption} data-testid="resource-table">
      <thead>
        <tr>
          <th scope="col">{t('media.column.title')}</th>
          <th scope="col">{t('media.column.duration')}</th>
          <th scope="col">{t('media.column.created')}</th>
          <th scope="col">{t('media.column.status')}</th>
          <th scope="col">{t('media.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((resource) => (
          <Row key={resource.id} invalid={resource.invalid} data-testid="resource-row" data-id={resource.id}>
            <td>
              <TitleCell>
                <ResourceThumb resource={resource} />
                <TitleText>
                  <EllipsisText text={resource.title} />
                  {resource.kind === 'clip' && <KindTag>{t('media.kind.clip')}</KindTag>}
                </TitleText>
              </TitleCell>
            </td>
            <td>{resource.status === 'ready' ? formatDuration(resource.durationS) : '—'}</td>
            <td>
              <EllipsisText text={formatDateTime(resource.createdAt, language)} />
            </td>
            <td>
              <Status resource={resource} />
            </td>
            <td>
              <Actions>
                <PlayAction resource={resource} />
                <RenameAction resource={resource} />
                {attach && <AttachAction resource={resource} />}
                <DeleteAction resource={resource} />
              </Actions>
            </td>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}

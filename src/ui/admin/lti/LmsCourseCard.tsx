import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LtiCourse, RosterSync, RosterSyncStatus } from '../../../schemas/lti-roster';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { Badge } from '../../kit/badge';
import { ActionButton } from '../../kit/buttons';
import { rem } from '../../scaling/rem';
import { serverProblemText } from '../../shared/form-problems';
import { Notice } from '../admin-styles';
import { isPending, LTI_COURSES, syncLtiCourse } from './lti-roster-api';
import { Buttons, Card, CardTitle, Facts, Muted } from './lti-styles';

/** How a sync's status reads: its badge's tone. */
const TONE: Record<RosterSyncStatus, 'neutral' | 'primary' | 'warning' | 'danger' | 'success'> = {
  queued: 'neutral',
  running: 'primary',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'danger',
};
/** Names shown before "and n more": the list is long only after a first sync of a big course. */
const NAMES_SHOWN = 10;

function Names({ names, count }: { names: string[]; count: number }) {
  const { t } = useI18n();
  if (count === 0) return <>{t('ltiRoster.none')}</>;
  const shown = names.slice(0, NAMES_SHOWN);
  const more = count - shown.length;
  return <>{more > 0 ? `${shown.join(', ')} ${t('ltiRoster.more', { count: more })}` : shown.join(', ')}</>;
}

function LastSync({ sync }: { sync: RosterSync }) {
  const { t, language } = useI18n();
  const by =
    sync.trigger === 'launch'
      ? t('ltiRoster.by.launch')
      : sync.requestedBy === null
        ? t('ltiRoster.by.someone')
        : t('ltiRoster.by.demand', { name: sync.requestedBy });
  return (
    <>
      <dt>{t('ltiRoster.lastSync')}</dt>
      <dd>
        {formatDateTime(sync.finishedAt ?? sync.createdAt, language)}, {by}
      </dd>
      <dt>{t('ltiRoster.status')}</dt>
      <dd aria-live="polite" data-testid="lti-course-status">
        <Badge tone={TONE[sync.status]}>{t(`ltiRoster.state.${sync.status}`)}</Badge>
        {sync.failure !== null && (
          <Notice tone="danger" css={{ marginTop: rem(6) }} data-testid="lti-course-failure">
            {t(`ltiRoster.failure.${sync.failure}`)}
          </Notice>
        )}
      </dd>
      {sync.status === 'succeeded' && (
        <>
          <dt>{t('ltiRoster.added', { count: sync.addedCount })}</dt>
          <dd data-testid="lti-course-added">
            <Names names={sync.addedNames} count={sync.addedCount} />
          </dd>
          <dt>{t('ltiRoster.removed', { count: sync.removedCount })}</dt>
          <dd data-testid="lti-course-removed">
            <Names names={sync.removedNames} count={sync.removedCount} />
          </dd>
        </>
      )}
    </>
  );
}

/**
 * One LMS course bound to a class (docs/lti.md "Roster sync"): its platform and class (left out
 * on the class's own page), its last sync (when, who started it, its status, the students it
 * added and removed, or why the platform failed it), and "Sync roster now".
 */
export function LmsCourseCard({ course, showClass = true }: { course: LtiCourse; showClass?: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const title = course.courseTitle ?? t('ltiRoster.untitled');
  const sync = useMutation({
    mutationFn: (id: string) => syncLtiCourse(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LTI_COURSES] }),
  });
  const busy = sync.isPending || isPending(course.lastSync);
  const action = busy ? t('ltiRoster.syncing') : t('ltiRoster.sync');
  return (
    <Card data-testid="lti-course">
      <CardTitle>{title}</CardTitle>
      <Facts>
        {course.platformName !== null && (
          <>
            <dt>{t('ltiRoster.platform')}</dt>
            <dd>{course.platformName}</dd>
          </>
        )}
        {showClass && (
          <>
            <dt>{t('ltiRoster.class')}</dt>
            <dd>{course.className}</dd>
          </>
        )}
        {course.lastSync === null ? (
          <>
            <dt>{t('ltiRoster.lastSync')}</dt>
            <dd>{t('ltiRoster.never')}</dd>
          </>
        ) : (
          <LastSync sync={course.lastSync} />
        )}
      </Facts>
      {course.id === null ? (
        <Muted data-testid="lti-course-no-service">{t('ltiRoster.noService')}</Muted>
      ) : (
        <Buttons>
          <ActionButton
            type="button"
            tone="outline"
            disabled={busy}
            // The visible words first, then the course: a speech user says what they see (WCAG 2.5.3).
            aria-label={t('ltiRoster.syncLabel', { action, course: title })}
            onClick={() => sync.mutate(course.id!)}
            data-testid="lti-course-sync"
          >
            {action}
          </ActionButton>
        </Buttons>
      )}
      {sync.isError && (
        <Notice tone="danger" role="alert">
          {serverProblemText(t, sync.error, t('ltiRoster.syncFailed'))}
        </Notice>
      )}
    </Card>
  );
}

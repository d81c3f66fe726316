import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GradeCourse, GradeItem } from '../../../schemas/lti-grades';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import type { Language, Translate } from '../../i18n/translate';
import { Actions, LinkButton } from '../../kit/table';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { rem } from '../../scaling/rem';
import { Muted, Problem } from '../admin-styles';
import { serverProblem } from '../server-problem';
import { Block, Chip } from './detail-styles';
import { classGradesQuery, LTI_GRADES, makeGradeItem, stopGradeItem } from './lti-grades-api';

/**
 * Grading watch completion in the class's LMS courses (docs/lti.md "Grades"): shown only when the
 * class is bound to a course whose launches granted Lectern its line items. The class-wide item
 * sits above the recordings, each ready recording's in its row; an item shows its state (being
 * created, scores last sent, retrying or failing and why, stopped), a failing one can be tried
 * again, and grading can be stopped and turned on again.
 */
export type LmsGrading = {
  courses: GradeCourse[];
  items: GradeItem[];
  make: (courseId: string, vodId: string | null) => void;
  stop: (itemId: string) => void;
  /** A request to make or stop an item is under way. */
  busy: boolean;
};

/** The last request that failed, and what to say when the server's answer names no reason. */
export type GradingProblem = { error: unknown; fallback: 'ltiGrades.makeFailed' | 'ltiGrades.stopFailed' } | null;

export function useLmsGrading(teclId: string): LmsGrading & { problem: GradingProblem } {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery(classGradesQuery(teclId));
  const making = useMutation({
    mutationFn: (body: { courseId: string; vodId: string | null }) => makeGradeItem(teclId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LTI_GRADES, teclId] }),
    onSuccess: (item) => {
      if (item.status === 'active') showSuccessToast(t('ltiGrades.made'));
    },
  });
  const stopping = useMutation({
    mutationFn: (itemId: string) => stopGradeItem(teclId, itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LTI_GRADES, teclId] }),
    onSuccess: () => showSuccessToast(t('ltiGrades.stopped')),
  });
  return {
    courses: (query.data?.courses ?? []).filter((course) => course.canGrade),
    items: query.data?.items ?? [],
    make: (courseId, vodId) => {
      stopping.reset();
      making.mutate({ courseId, vodId });
    },
    stop: (itemId) => {
      making.reset();
      stopping.mutate(itemId);
    },
    busy: making.isPending || stopping.isPending,
    problem:
      making.error !== null
        ? { error: making.error, fallback: 'ltiGrades.makeFailed' }
        : stopping.error !== null
          ? { error: stopping.error, fallback: 'ltiGrades.stopFailed' }
          : null,
  };
}

const courseName = (t: Translate, course: GradeCourse) =>
  t('ltiGrades.course', { platform: course.platformName, course: course.courseTitle ?? t('ltiGrades.untitled') });

function stateOf(t: Translate, language: Language, item: GradeItem): { text: string; tone: 'neutral' | 'primary' | 'warning' | 'danger' } {
  if (item.status === 'stopped') return { text: t('ltiGrades.state.stopped'), tone: 'neutral' };
  const reason = item.failure === null ? '' : t(`ltiGrades.failure.${item.failure}`);
  if (item.status === 'failing') return { text: t('ltiGrades.state.failing', { reason }), tone: 'danger' };
  if (item.status === 'creating') return { text: t('ltiGrades.state.creating'), tone: 'neutral' };
  if (item.failure !== null) return { text: t('ltiGrades.state.retrying', { reason }), tone: 'warning' };
  if (item.lastPostedAt === null) return { text: t('ltiGrades.state.active'), tone: 'primary' };
  return { text: t('ltiGrades.state.posted', { time: formatDateTime(item.lastPostedAt, language) }), tone: 'primary' };
}

/**
 * One item's control in one course: the button that makes it, or its state with Stop grading (and
 * Try again when it fails), or, once stopped, Grade again.
 */
function GradeControl({
  grading,
  course,
  vodId,
  title,
}: {
  grading: LmsGrading;
  course: GradeCourse;
  vodId: string | null;
  title: string;
}) {
  const { t, language } = useI18n();
  const item = grading.items.find((candidate) => candidate.courseId === course.id && candidate.vodId === vodId);
  const action = t(vodId === null ? 'ltiGrades.gradeClass' : 'ltiGrades.gradeRecording');
  const several = grading.courses.length > 1;
  if (item === undefined || item.status === 'creating')
    return (
      <LinkButton
        type="button"
        disabled={grading.busy}
        onClick={() => grading.make(course.id, vodId)}
        aria-label={t('ltiGrades.gradeLabel', { action, title, course: courseName(t, course) })}
        data-testid="lti-grade-make"
      >
        {several ? `${action} (${courseName(t, course)})` : action}
      </LinkButton>
    );
  const state = stateOf(t, language, item);
  return (
    // The state above its buttons: side by side they widen the column and squeeze the row's actions.
    <Actions data-testid="lti-grade-item" data-status={item.status} css={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Chip tone={state.tone} data-testid="lti-grade-state">
        {several ? `${courseName(t, course)}: ${state.text}` : state.text}
      </Chip>
      {item.status === 'failing' && (
        <LinkButton type="button" disabled={grading.busy} onClick={() => grading.make(course.id, vodId)} data-testid="lti-grade-retry">
          {t('ltiGrades.retry')}
        </LinkButton>
      )}
      {item.status === 'stopped' ? (
        <LinkButton
          type="button"
          disabled={grading.busy}
          onClick={() => grading.make(course.id, vodId)}
          aria-label={t('ltiGrades.againLabel', { title, course: courseName(t, course) })}
          data-testid="lti-grade-again"
        >
          {t('ltiGrades.again')}
        </LinkButton>
      ) : (
        <LinkButton
          type="button"
          danger
          disabled={grading.busy}
          onClick={() => grading.stop(item.id)}
          aria-label={t('ltiGrades.stopLabel', { title, course: courseName(t, course) })}
          data-testid="lti-grade-stop"
        >
          {t('ltiGrades.stop')}
        </LinkButton>
      )}
    </Actions>
  );
}

/** A recording's cell: one control per gradable course. */
export function RecordingGrading({ grading, vodId, title }: { grading: LmsGrading; vodId: string; title: string }) {
  return (
    <>
      {grading.courses.map((course) => (
        <GradeControl key={course.id} grading={grading} course={course} vodId={vodId} title={title} />
      ))}
    </>
  );
}

/** Above the recordings: what grading does, and the class-wide item. */
export function ClassGrading({ grading, problem }: { grading: LmsGrading; problem: GradingProblem }) {
  const { t } = useI18n();
  return (
    <Block aria-labelledby="lti-grades-title" data-testid="lti-grades" css={{ marginTop: 0, marginBottom: rem(16) }}>
      <h3 id="lti-grades-title">{t('ltiGrades.title')}</h3>
      <Muted>{t('ltiGrades.intro')}</Muted>
      <Actions css={{ marginTop: rem(8) }}>
        {grading.courses.map((course) => (
          <GradeControl key={course.id} grading={grading} course={course} vodId={null} title={t('ltiGrades.classItem')} />
        ))}
      </Actions>
      {problem !== null && (
        <Problem role="alert" data-testid="lti-grade-problem">
          {serverProblem(t, problem.error, t(problem.fallback))}
        </Problem>
      )}
    </Block>
  );
}

import type { DetailSession } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { lessonWhen } from '../lists/lesson-time';
import { StatusBadge } from '../lists/StatusBadge';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Strip = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(14),
  padding: `${rem(12)} ${rem(16)}`,
  borderRadius: '$md',
  backgroundColor: '$primaryLight',
  fontSize: rem(15),
  variants: { live: { true: { backgroundColor: '#fdeeed' } } },
});

const Label = styled('span', { fontWeight: 700, color: '$text' });

const When = styled('span', { color: '$text' });

/** The lesson the page is about, in a line: which one, when, where, and whether it is on. */
export function CurrentLessonStrip({ session, focusCourId }: { session: DetailSession; focusCourId: string | null }) {
  const { t, language } = useI18n();
  const label = session.courStatus === 1 ? 'detail.onNow' : session.courId === focusCourId ? 'detail.thisLesson' : 'detail.nextLesson';
  return (
    <Strip live={session.courStatus === 1} data-testid="current-lesson" data-cour-id={session.courId}>
      <Label>{t(label)}</Label>
      <When>{[lessonWhen(session.courBeginTime, session.courEndTime, language), session.clroName].filter(Boolean).join(' · ')}</When>
      <StatusBadge courStatus={session.courStatus} />
    </Strip>
  );
}

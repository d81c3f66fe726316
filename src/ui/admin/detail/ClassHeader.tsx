import { createLink } from '@tanstack/react-router';
import type { AdminClassDetail } from '../../../schemas/admin-detail';
import { useI18n } from '../../i18n/i18n-context';
import { BackIcon } from '../../icons/line-icons';
import { rem } from '../../scaling/rem';
import { PageTitle } from '../../shared/page-layout';
import { styled } from '../../theme/stitches';
import { Facts, Header } from './detail-styles';

const Back = createLink(
  styled('a', {
    display: 'inline-flex',
    alignItems: 'center',
    gap: rem(6),
    alignSelf: 'flex-start',
    color: '$textMuted',
    fontSize: rem(14),
    textDecoration: 'none',
    '&:hover': { color: '$primaryText' },
  }),
);

/** The class: its name, then course number, subject, term, teacher and enrolled students; a way back to the list. */
export function ClassHeader({ detail }: { detail: AdminClassDetail }) {
  const { t, language } = useI18n();
  const facts: [string, string, string][] = [
    ['courseNo', t('admin.col.courseNo'), detail.courseNo],
    ['subject', t('admin.col.subject'), language === 'zh' ? detail.subject.subjName : detail.subject.subjNameEn],
    ['term', t('admin.col.term'), detail.term.acteName],
    ['teacher', t('admin.col.teacher'), detail.teacher.teacName],
    ['students', t('admin.col.students'), String(detail.enrolledCount)],
  ];
  return (
    <Header>
      <Back to="/admin/home" data-testid="detail-back">
        <BackIcon size={rem(16)} />
        {t('adminDetail.back')}
      </Back>
      <PageTitle css={{ margin: 0 }} data-testid="detail-class-name">
        {detail.teclName}
      </PageTitle>
      <Facts>
        {facts.map(([key, label, value]) => (
          <div key={key} data-testid={`detail-fact-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Header>
  );
}

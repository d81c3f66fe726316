import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { PageBody, PageTitle } from '../../shared/page-layout';
import { answerOf, refusalOf } from '../../shared/refusal';
import { styled } from '../../theme/stitches';
import { CampusPanel } from './CampusPanel';
import { schoolStylesQuery } from './look-api';
import { Notice } from './look-styles';
import { PlatformPanel } from './PlatformPanel';
import { StyleEditor } from './StyleEditor';

const Lower = styled('div', { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: rem(32), marginTop: rem(32) });

/**
 * /admin/look (docs/admin.md "The school look page"): the school's style entries with a live
 * preview, the platform info and the campuses, for administrators. A teacher, who may open the
 * course-management area, is told the look is not theirs to change (the server answers 403).
 */
export function SchoolLookPage() {
  const { t } = useI18n();
  const answer = answerOf(useQuery(schoolStylesQuery()), refusalOf);
  return (
    <PageBody data-testid="school-look">
      <PageTitle>{t('route.adminLook')}</PageTitle>
      {answer.status === 'forbidden' ? (
        <Notice tone="danger" role="alert" data-testid="look-forbidden">
          {t('look.forbidden')}
        </Notice>
      ) : null}
      {answer.status === 'failed' || answer.status === 'missing' ? (
        <Notice tone="danger" role="alert">
          {t('look.loadFailed')}
        </Notice>
      ) : null}
      {answer.status === 'ready' ? (
        <>
          <Notice css={{ marginBottom: rem(24) }}>{t('look.intro')}</Notice>
          <StyleEditor styles={answer.value} />
          <Lower>
            <PlatformPanel />
            <CampusPanel />
          </Lower>
        </>
      ) : null}
    </PageBody>
  );
}

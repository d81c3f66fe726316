import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { PageBody } from './page-layout';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { BackLink } from '../detail/BackLink';

const Bar = styled('div', {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  backgroundColor: 'rgba(255, 255, 255, 0.94)',
  backdropFilter: 'blur(8px)',
  borderBottom: '1px solid $border',
});

const BarInner = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(16),
  height: rem(64),
  width: rem(1440),
  maxWidth: 'calc(100% - 32px)',
  margin: '0 auto',
});

const Divider = styled('span', { width: '1px', height: rem(20), backgroundColor: '$border' });

const BarTitle = styled('span', { fontSize: rem(17), fontWeight: 600, color: '$textMuted' });

const AppName = styled('span', { marginLeft: 'auto', fontSize: rem(16), fontWeight: 700, color: '$primaryText', letterSpacing: '0.02em' });

/**
 * The pages shown without the header (SPEC §2 "Layout header"): a slim bar with the way back
 * and the page's name, then the content column. Share pages have no way back (`backLink`
 * false): their viewers are not signed in.
 */
export function FullWindowFrame({
  title,
  testId,
  backLink = true,
  children,
}: {
  title: string;
  testId: string;
  backLink?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <Bar>
        <BarInner>
          {backLink && (
            <>
              <BackLink />
              <Divider />
            </>
          )}
          <BarTitle>{title}</BarTitle>
          <AppName>{t('app.name')}</AppName>
        </BarInner>
      </Bar>
      <PageBody data-testid={testId}>{children}</PageBody>
    </>
  );
}

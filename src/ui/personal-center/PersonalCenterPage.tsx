import { Link, Outlet } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { AuthPermission } from '../permission/Permission';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { PERSONAL_MENU } from './personal-menu';
import { CONTENT_WIDTH_PX } from '../shared/page-layout';

const Frame = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: rem(24),
  // The catalogue's content width: a week of seven days fits without scrolling.
  maxWidth: rem(CONTENT_WIDTH_PX),
  margin: '0 auto',
  padding: `${rem(32)} ${rem(24)}`,
});

const Side = styled('nav', {
  flexShrink: 0,
  // At least 200, and as wide as its heading: "Personal center" stays on one line in a wide font.
  minWidth: rem(200),
  padding: `${rem(12)} 0`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& h1': { margin: `0 ${rem(20)} ${rem(8)}`, fontSize: rem(18), fontWeight: 600, color: '$text', whiteSpace: 'nowrap' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    padding: `${rem(10)} ${rem(20)}`,
    borderLeft: '3px solid transparent',
    color: '$text',
    fontSize: rem(15),
    textDecoration: 'none',
  },
  '& a:hover': { color: '$primaryText' },
  '& a[aria-current="page"]': { borderLeftColor: '$primary', backgroundColor: '$primaryLight', color: '$primaryText', fontWeight: 600 },
});

const Main = styled('div', { flex: 1, minWidth: 0 });

/** Frame of the personal pages: the children the user's signs allow, the open one marked. */
export function PersonalCenterPage() {
  const { t } = useI18n();
  return (
    <Frame>
      <Side aria-label={t('route.personalCenter')} data-testid="personal-menu">
        <h1>{t('route.personalCenter')}</h1>
        <ul>
          {PERSONAL_MENU.map((entry) => (
            <AuthPermission key={entry.id} sign={entry.sign}>
              <li>
                <Link to={entry.to} data-testid={`personal-menu-${entry.id}`} activeProps={{ 'aria-current': 'page' }}>
                  {t(entry.labelKey)}
                </Link>
              </li>
            </AuthPermission>
          ))}
        </ul>
      </Side>
      <Main>
        <Outlet />
      </Main>
    </Frame>
  );
}

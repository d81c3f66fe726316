import { Link } from '@tanstack/react-router';
import { readUserInfo } from '../../services/storage';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useI18n } from '../i18n/i18n-context';
import { styled } from '../theme/stitches';
import { LogoutButton } from './LogoutButton';

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: '$topBar',
  display: 'flex',
  alignItems: 'center',
  gap: '24px',
  padding: '0 40px',
  backgroundColor: '$surface',
  borderBottom: '1px solid $border',
});

const Brand = styled(Link, {
  fontSize: '22px',
  fontWeight: 700,
  color: '$primary',
  textDecoration: 'none',
});

const Spacer = styled('div', { flex: 1 });

const UserName = styled('span', { fontSize: '14px', color: '$text' });

/** Minimal top bar: platform name, the signed-in user, language and logout (SPEC §2 "Layout header"). */
export function HeaderBar() {
  const { t } = useI18n();
  const user = readUserInfo();
  return (
    <Bar>
      <Brand to="/home">{t('app.name')}</Brand>
      <Spacer />
      {user === null ? null : <UserName data-testid="header-user-name">{user.name}</UserName>}
      <LanguageSwitch />
      <LogoutButton />
    </Bar>
  );
}

import { useState } from 'react';
import { getAppServices } from '../../services/app-services';
import { PanelEntry } from '../header/hover-panel';
import { useI18n } from '../i18n/i18n-context';

/** Logout: the logout machine marks it, revokes the session, waits 300 ms and exits (SPEC §4). */
export function LogoutButton() {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);

  const logout = () => {
    setLeaving(true);
    getAppServices().logout();
  };

  return (
    <PanelEntry type="button" role="menuitem" disabled={leaving} data-testid="user-menu-logout" onClick={() => void logout()}>
      {t('header.logout')}
    </PanelEntry>
  );
}

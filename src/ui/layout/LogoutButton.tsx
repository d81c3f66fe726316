import { useState } from 'react';
import { PanelEntry } from '../shared/hover-panel';
import { useI18n } from '../i18n/i18n-context';
import { useAppServices } from '../shared/use-app-context';

/** Logout: the logout machine marks it, revokes the session, waits 300 ms and exits (SPEC §4). */
export function LogoutButton() {
  const { t } = useI18n();
  const services = useAppServices();
  const [leaving, setLeaving] = useState(false);

  const logout = () => {
    setLeaving(true);
    services.logout();
  };

  return (
    <PanelEntry type="button" role="menuitem" disabled={leaving} data-testid="user-menu-logout" onClick={logout}>
      {t('header.logout')}
    </PanelEntry>
  );
}

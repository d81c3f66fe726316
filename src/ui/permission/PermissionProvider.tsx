import { useEffect, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../shared/use-app-context';
import { loadPermissionData } from './permission-api';
import { NO_PERMISSIONS, PermissionContext, type PermissionState } from './permission-context';

/**
 * Loads the menu and signs once for the signed-in layout (it stays mounted while the user moves
 * between its pages) and hands them to everything below.
 */
export function PermissionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PermissionState>(NO_PERMISSIONS);
  const menuSign = useRuntimeConfig().MENU_SIGN;

  useEffect(() => {
    let current = true;
    loadPermissionData(menuSign).then(
      (data) => current && setState({ status: 'ready', ...data }),
      (error: unknown) => {
        console.error('menu permission could not be loaded', error);
        if (current) setState({ ...NO_PERMISSIONS, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [menuSign]);

  return <PermissionContext.Provider value={state}>{children}</PermissionContext.Provider>;
}

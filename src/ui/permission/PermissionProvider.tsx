import { useEffect, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../shared/use-app-context';
import { loadPermissionData } from './permission-api';
import { NO_PERMISSIONS, PermissionContext, type PermissionState } from './permission-context';

/**
 * Loads the menu and signs once for the signed-in layout (it stays mounted while the user moves
 * between its pages) and hands them to everything below; not before `loads` (a recording's
 * first frame, first-frame-gate.ts).
 */
export function PermissionProvider({ children, loads = true }: { children: ReactNode; loads?: boolean }) {
  const [state, setState] = useState<PermissionState>(NO_PERMISSIONS);
  const menuSign = useRuntimeConfig().MENU_SIGN;
  // Once asked for, kept: a later recording's page does not ask again.
  const [asked, setAsked] = useState(loads);
  if (loads && !asked) setAsked(true);

  useEffect(() => {
    if (!asked) return;
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
  }, [menuSign, asked]);

  return <PermissionContext.Provider value={state}>{children}</PermissionContext.Provider>;
}

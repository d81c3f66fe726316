import { createContext, useContext } from 'react';
import type { PermissionData } from './permission-api';

export type PermissionState = PermissionData & { status: 'loading' | 'ready' | 'failed' };

export const NO_PERMISSIONS: PermissionState = { status: 'loading', menu: [], resourceSigns: [], authorities: [], user: null };

export const PermissionContext = createContext<PermissionState>(NO_PERMISSIONS);

/** The signed-in user's menu and signs; empty (everything hidden) until loaded. */
export function usePermissions(): PermissionState {
  return useContext(PermissionContext);
}

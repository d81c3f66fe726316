import type { ReactNode } from 'react';
import { usePermissions } from './permission-context';
import { hasAuthoritySign, hasResourceSign } from './permission-predicate';

type Props = { sign: string; children: ReactNode };

/** Shows its children only when the sign is one of the resource signs (SPEC §6). */
export function Permission({ sign, children }: Props) {
  return hasResourceSign(usePermissions(), sign) ? children : null;
}

/** Shows its children only when the sign is in AUTH_ME_LIST or the permission list (SPEC §6). */
export function AuthPermission({ sign, children }: Props) {
  return hasAuthoritySign(usePermissions(), sign) ? children : null;
}

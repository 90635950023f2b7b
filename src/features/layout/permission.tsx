// <Permission need="key"> and usePermission: the React form of the spec's permission
// directive. `need` is a path of the user's route tree ('/system/config') or a permission key,
// which must be in the current route's own permission list (route meta), not just anywhere.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionContext } from '../../ui/session-context.js';
import { permissionsOf, type Permissions } from './permissions.js';

export function usePermissions(): Permissions {
  return SessionContext.useSelector((s) => permissionsOf(s.context.routeTree));
}

export function usePermission(need: string): boolean {
  const { pathname } = useLocation();
  return usePermissions().allows(need, pathname);
}

export function Permission({ need, children, fallback = null }: { need: string; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(need) ? children : fallback;
}

import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '@freight/ui';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { accessRequested, selectAccess, selectPermissions, selectToken } from './auth-slice';
import { isAllowedWithoutPortal, portalLessHome } from './portal';

export type RouteAccess = 'public' | 'guest' | 'auth';

/**
 * Login-required routes: a signed-out user goes to /login and the location is remembered;
 * an account without portal access only reaches the settings pages and checkout.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const access = useAppSelector(selectAccess);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const portalClosed = access.status === 'loaded' && access.data?.canAccessPortal === false;

  useEffect(() => {
    // Fetched once and cached; fetched again on every navigation while the portal is closed.
    if (token && (access.status === 'idle' || portalClosed)) dispatch(accessRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, location.pathname]);

  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  if (access.status === 'idle' || (access.status === 'loading' && !access.data)) return <LoadingState />;
  if (portalClosed && !isAllowedWithoutPortal(location.pathname)) {
    return <Navigate to={portalLessHome(access.data)} replace />;
  }
  return <>{children}</>;
}

/** Guest-only routes send a signed-in user to /dashboard. */
export function GuestOnly({ children, allowPortalLess = false }: { children: ReactNode; allowPortalLess?: boolean }) {
  const token = useAppSelector(selectToken);
  const access = useAppSelector(selectAccess);
  if (!token) return <>{children}</>;
  // /checkout is guest-only in the spec yet is where a portal-less account pays: it stays open to them.
  if (allowPortalLess) {
    if (access.status !== 'loaded') return <RequireAuth>{children}</RequireAuth>;
    if (access.data?.canAccessPortal === false) return <>{children}</>;
  }
  return <Navigate to="/dashboard" replace />;
}

/** A route with a module permission: lacking it leads to /unauthorized; an empty requirement is allowed. */
export function RequirePermission({ module, children }: { module?: string; children: ReactNode }) {
  const permissions = useAppSelector(selectPermissions);
  if (!module) return <>{children}</>;
  if (permissions.status !== 'loaded') return <LoadingState />;
  if (!permissions.keys.includes(module)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}

export const useHasPermission = (module: string | undefined): boolean => {
  const permissions = useAppSelector(selectPermissions);
  return !module || permissions.keys.includes(module);
};

/** Applies a route's access rule and permission, in the spec's order. */
export function RouteGuard({ access, permission, children }: { access: RouteAccess; permission?: string; children: ReactNode }) {
  if (access === 'public') return <>{children}</>;
  if (access === 'guest') return <GuestOnly>{children}</GuestOnly>;
  return (
    <RequireAuth>
      <RequirePermission module={permission}>{children}</RequirePermission>
    </RequireAuth>
  );
}

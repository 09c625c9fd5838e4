import { useEffect, type ReactNode } from 'react';
import { links } from '@freight/contracts';
import { Navigate, useLocation, type Location } from '@freight/router';
import { LoadingState } from '@freight/ui';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { accessRequested, selectAccess, selectEndedTo, selectPermissions, selectSignedIn } from './auth-slice';
import { isAllowedWithoutPortal, portalLessHome } from './portal';

export type RouteAccess = 'public' | 'guest' | 'auth';

const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;

/**
 * Asks for the access details once signed in; they are cached until logout. The permissions, the company's identity
 * and the notifications are read after them, so any signed-in frame calls it, a public page's too.
 */
export function useAccess() {
  const signedIn = useAppSelector(selectSignedIn);
  const access = useAppSelector(selectAccess);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (signedIn && access.status === 'idle') dispatch(accessRequested());
  }, [signedIn, access.status, dispatch]);
  const pending = signedIn && (access.status === 'idle' || (access.status === 'loading' && !access.data));
  return { signedIn, access, pending, portalClosed: access.data?.canAccessPortal === false };
}

/**
 * Login-required routes: a signed-out user goes to /login and the location is remembered
 * (right after a logout, to the root instead); an account without portal access only
 * reaches the settings pages and checkout.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn, access, pending, portalClosed } = useAccess();
  const endedTo = useAppSelector(selectEndedTo);
  const dispatch = useAppDispatch();
  const location = useLocation();

  useEffect(() => {
    // While the portal is closed, access is fetched again on every navigation (it opens after payment).
    if (signedIn && portalClosed) dispatch(accessRequested());
  }, [signedIn, portalClosed, location.pathname, dispatch]);

  if (!signedIn) {
    return endedTo ? <Navigate to={endedTo} replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (pending) return <LoadingState />;
  if (portalClosed && !isAllowedWithoutPortal(location.pathname)) return <Navigate to={portalLessHome(access.data)} replace />;
  return <>{children}</>;
}

/**
 * Guest-only routes send a signed-in user on: to the location remembered before login, else
 * /dashboard; an account without portal access to its onboarding step. `allowPortalLess`
 * keeps /checkout open to such accounts (it is where they pay).
 */
export function GuestOnly({ children, allowPortalLess = false }: { children: ReactNode; allowPortalLess?: boolean }) {
  const { signedIn, access, pending, portalClosed } = useAccess();
  const location = useLocation();
  if (!signedIn) return <>{children}</>;
  if (pending) return <LoadingState />;
  if (portalClosed) return allowPortalLess ? <>{children}</> : <Navigate to={portalLessHome(access.data)} replace />;
  const from = (location.state as { from?: Location } | null)?.from;
  return <Navigate to={from ? pathOf(from) : links.dashboard()} replace />;
}

/** Whether the user holds a module permission: `loading` until the permissions are read. */
export type ModuleAccess = 'loading' | 'yes' | 'no';

/**
 * A module permission applies inside the portal only: an account without portal access holds none, whatever its
 * grants say (the API refuses it every module call), so no screen of it asks for what a module guards.
 */
export function useModuleAccess(module: string): ModuleAccess {
  const permissions = useAppSelector(selectPermissions);
  const portalClosed = useAppSelector(selectAccess).data?.canAccessPortal === false;
  if (portalClosed) return 'no';
  if (permissions.status !== 'loaded') return 'loading';
  return permissions.keys.includes(module) ? 'yes' : 'no';
}

/**
 * A route with a module permission: lacking it leads to /unauthorized; an empty requirement is allowed. An account
 * without portal access holds no permission and goes to its onboarding step instead (it may not open /unauthorized).
 */
export function RequirePermission({ module, children }: { module?: string; children: ReactNode }) {
  const access = useAppSelector(selectAccess);
  const held = useModuleAccess(module ?? '');
  if (!module) return <>{children}</>;
  if (access.data?.canAccessPortal === false) return <Navigate to={portalLessHome(access.data)} replace />;
  if (held === 'loading') return <LoadingState />;
  if (held === 'no') return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}

/** Whether the user holds a module permission now (false while the permissions are read; true without a module). */
export const useHasPermission = (module: string | undefined): boolean => {
  const held = useModuleAccess(module ?? '');
  return !module || held === 'yes';
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

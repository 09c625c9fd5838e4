import type { ReactNode } from 'react';
import { Route, Routes } from '@freight/router';
import { GuestOnly, RequireAuth, RouteGuard, selectToken } from '@freight/auth';
import { useAppSelector } from '@freight/store';
import { ModuleRoutes, PublicPageLayout, REMOTE_ROUTES, SignedInLayout } from '@freight/frame';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SHELL_PAGES, type ShellPage } from './shell-pages';

/** /checkout: guest-only, yet where a signed-in account without portal access pays (inside its signed-in frame). */
function CheckoutFrame({ children }: { children: ReactNode }) {
  const signedIn = !!useAppSelector(selectToken);
  const guarded = <GuestOnly allowPortalLess>{children}</GuestOnly>;
  return signedIn ? <SignedInLayout>{guarded}</SignedInLayout> : <PublicPageLayout>{guarded}</PublicPageLayout>;
}

function shellPage({ access, render }: ShellPage): ReactNode {
  switch (access) {
    case 'public':
      return <PublicPageLayout>{render()}</PublicPageLayout>;
    case 'guest':
      return <PublicPageLayout><GuestOnly>{render()}</GuestOnly></PublicPageLayout>;
    case 'checkout':
      return <CheckoutFrame>{render()}</CheckoutFrame>;
    case 'auth':
      return <RequireAuth><SignedInLayout>{render()}</SignedInLayout></RequireAuth>;
  }
}

/** The shell's route table: its own pages, then every remote's base path with its guard, then not-found. */
export function ShellRoutes() {
  return (
    <Routes>
      {SHELL_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={shellPage(page)} />
      ))}
      {REMOTE_ROUTES.map((entry) => {
        const remote = (
          <RemoteBoundary remote={entry.remote} render={(module) => <ModuleRoutes module={module} base={entry.path} />} />
        );
        return (
          <Route
            key={entry.path}
            path={`${entry.path}/*`}
            element={
              <RouteGuard access={entry.access} permission={entry.permission}>
                {entry.access === 'public' ? <PublicPageLayout>{remote}</PublicPageLayout> : <SignedInLayout>{remote}</SignedInLayout>}
              </RouteGuard>
            }
          />
        );
      })}
      <Route path="*" element={<PublicPageLayout><NotFoundPage /></PublicPageLayout>} />
    </Routes>
  );
}

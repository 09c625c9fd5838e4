import type { ReactNode } from 'react';
import { Route, Routes } from '@freight/router';
import { GuestOnly, RequireAuth, RouteGuard } from '@freight/auth';
import { ModuleRoutes, REMOTE_ROUTES, SignedInLayout } from '@freight/frame';
import { PublicLayout } from '@freight/ui';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SHELL_PAGES, type ShellPage } from './shell-pages';

function shellPage({ access, render }: ShellPage): ReactNode {
  switch (access) {
    case 'public':
      return <PublicLayout>{render()}</PublicLayout>;
    case 'guest':
      return <PublicLayout><GuestOnly>{render()}</GuestOnly></PublicLayout>;
    case 'checkout':
      return <PublicLayout><GuestOnly allowPortalLess>{render()}</GuestOnly></PublicLayout>;
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
                {entry.access === 'public' ? <PublicLayout>{remote}</PublicLayout> : <SignedInLayout>{remote}</SignedInLayout>}
              </RouteGuard>
            }
          />
        );
      })}
      <Route path="*" element={<PublicLayout><NotFoundPage /></PublicLayout>} />
    </Routes>
  );
}

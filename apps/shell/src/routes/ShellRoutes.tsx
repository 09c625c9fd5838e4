import type { ReactNode } from 'react';
import { Route, Routes } from '@freight/router';
import { GuestOnly, RequireAuth, RouteGuard } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { ModuleRoutes, PublicPageLayout, REMOTE_ROUTES, remoteLabel, SignedInLayout, type RemoteName } from '@freight/frame';
import { DocumentTitle } from '@freight/ui';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SHELL_PAGES, type ShellPage } from './shell-pages';

/** A page's document title from its translation key (a screen inside may title itself more precisely). */
function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return <DocumentTitle title={t(titleKey)}>{children}</DocumentTitle>;
}

/** A remote's area is titled with the module's name while it loads, or if it fails; its screens title themselves. */
function RemoteTitled({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const { t } = useTranslation();
  return <DocumentTitle title={remoteLabel(t, remote)}>{children}</DocumentTitle>;
}

function shellPage(page: ShellPage): ReactNode {
  return <Titled titleKey={page.titleKey}>{framedPage(page)}</Titled>;
}

function framedPage({ access, render }: ShellPage): ReactNode {
  switch (access) {
    case 'public':
      return <PublicPageLayout>{render()}</PublicPageLayout>;
    case 'guest':
      return (
        <PublicPageLayout>
          <GuestOnly>{render()}</GuestOnly>
        </PublicPageLayout>
      );
    case 'checkout':
      // Guest-only, yet where a signed-in account without portal access pays (inside its signed-in frame).
      return (
        <PublicPageLayout>
          <GuestOnly allowPortalLess>{render()}</GuestOnly>
        </PublicPageLayout>
      );
    case 'auth':
      return (
        <RequireAuth>
          <SignedInLayout>{render()}</SignedInLayout>
        </RequireAuth>
      );
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
          <RemoteTitled remote={entry.remote}>
            <RemoteBoundary remote={entry.remote} render={(module) => <ModuleRoutes module={module} base={entry.path} />} />
          </RemoteTitled>
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
      <Route
        path="*"
        element={
          <Titled titleKey="notFound.title">
            <PublicPageLayout>
              <NotFoundPage />
            </PublicPageLayout>
          </Titled>
        }
      />
    </Routes>
  );
}

import { links } from '@freight/contracts';
import { Navigate, Route, Routes } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { AutoLoginPage, GuestOnly, LoginPage, RouteGuard } from '@freight/auth';
import type { AppStore, RemoteModule } from '@freight/store';
import { DocumentTitle } from '@freight/ui';
import { AppProviders } from './AppProviders';
import { PublicPageLayout } from './PublicPageLayout';
import { installModule, ModuleRoutes } from './ModuleRoutes';
import { REMOTE_ROUTES } from './route-table';
import { SignedInLayout } from './SignedInLayout';
import { UnauthorizedPage } from './UnauthorizedPage';

/**
 * One remote running alone (`nx serve <remote>`): the same providers, login and guards
 * as in the shell, with only this module's routes, so QA can test it in isolation.
 */
export function StandaloneApp({ store, module }: { store: AppStore; module: RemoteModule }) {
  installModule(store, module);
  const { t } = useTranslation();
  const entries = REMOTE_ROUTES.filter((entry) => entry.remote === module.name);
  // Its first signed-in page; a remote of public pages only (public_pages) starts on its first page without a parameter.
  const home =
    (entries.find((entry) => entry.access !== 'public' && !entry.path.includes(':')) ?? entries.find((entry) => !entry.path.includes(':')))?.path ?? '/login';
  return (
    <AppProviders store={store}>
      <Routes>
        <Route
          path="/login"
          element={
            <DocumentTitle title={t('login.title')}>
              <PublicPageLayout>
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              </PublicPageLayout>
            </DocumentTitle>
          }
        />
        <Route
          path="/login/:email/:password"
          element={
            <DocumentTitle title={t('login.title')}>
              <PublicPageLayout>
                <GuestOnly>
                  <AutoLoginPage />
                </GuestOnly>
              </PublicPageLayout>
            </DocumentTitle>
          }
        />
        <Route
          path="/unauthorized"
          element={
            <DocumentTitle title={t('unauthorized.title')}>
              <SignedInLayout>
                <UnauthorizedPage />
              </SignedInLayout>
            </DocumentTitle>
          }
        />
        {entries.map((entry) => (
          <Route
            key={entry.path}
            path={`${entry.path}/*`}
            element={
              <RouteGuard access={entry.access} permission={entry.permission}>
                {entry.access === 'public' ? (
                  <PublicPageLayout>
                    <ModuleRoutes module={module} base={entry.path} />
                  </PublicPageLayout>
                ) : (
                  <SignedInLayout>
                    <ModuleRoutes module={module} base={entry.path} />
                  </SignedInLayout>
                )}
              </RouteGuard>
            }
          />
        ))}
        {!entries.some((entry) => entry.path === links.dashboard()) && <Route path={links.dashboard()} element={<Navigate to={home} replace />} />}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
      <p className="visually-hidden">{t('app.name')}</p>
    </AppProviders>
  );
}

import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { authSlice, registerNavigate } from '@freight/auth';
import { addArea, changeLanguage, initI18n, type AreaResources, type Language } from '@freight/i18n';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from '@freight/router';
import type { FeatureDefinition } from '@freight/store';
import { Toaster } from '@freight/ui';
import { createTestStore, type TestStore } from '@freight/store/src/testing';

export interface RenderOptions {
  /** The address the app starts at, e.g. '/address/edit/a1?x=1'. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. '/address/edit/:id'); other paths render a marker. */
  path?: string;
  /** Features to inject (reducer and saga), e.g. a remote module's. */
  features?: FeatureDefinition[];
  /** A store made beforehand with `createTestStore` (to dispatch before rendering). */
  testStore?: TestStore;
  language?: Language;
  /** Translation areas of a module, e.g. `{ address: { en, sp, fr } }`. */
  areas?: Record<string, AreaResources>;
}

/** Hands the router's navigate to sagas (`navigateTo`) and reports where the app is. */
function RouterProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    registerNavigate((to, options) => navigate(to, options));
    return () => registerNavigate(undefined);
  }, [navigate]);
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders a screen as the app does: the real store (session slice, the features given, their sagas), a router
 * at `route`, i18next in `language` with the module's areas, and the toasts. Returns the store and helpers to
 * wait for sagas, a user-event session and the current location (URL search parameters included).
 */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  await initI18n(options.language ?? 'en');
  for (const [area, resources] of Object.entries(options.areas ?? {})) addArea(area, resources);
  await changeLanguage(options.language ?? 'en');
  const testStore = options.testStore ?? createTestStore({ slices: [authSlice], features: options.features });
  if (options.testStore) for (const feature of options.features ?? []) testStore.store.injectFeature(feature);
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const rendered: RenderResult = render(
    <Provider store={testStore.store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <RouterProbe onLocation={onLocation} />
        {options.path ? (
          <Routes>
            <Route path={options.path} element={ui} />
            <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
          </Routes>
        ) : (
          ui
        )}
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...rendered,
    ...testStore,
    user: userEvent.setup(),
    /**
     * Where the app is now: path and search, e.g. '/address?page=2'. The router applies navigations as transitions:
     * assert with `waitFor(() => expect(location()).toBe(...))`.
     */
    location: () => (current ? `${current.pathname}${current.search}` : undefined),
  };
}

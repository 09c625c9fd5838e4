import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@freight/router';
import { initI18n } from '@freight/i18n';
import { createAppStore } from '@freight/store';
import { accessLoaded, authSlice, initialAuthState, loggedOut, permissionsLoaded } from './auth-slice';
import { GuestOnly, RouteGuard } from './guards';
import { isAllowedWithoutPortal, portalLessHome } from './portal';

const user = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Demo' }, firstname: 'Ada', lastname: 'L', email: 'a@b.c' };

function storeWith({ signedIn, portal = true, permissions = [] as string[] }: { signedIn: boolean; portal?: boolean; permissions?: string[] }) {
  const store = createAppStore({
    slices: [authSlice],
    preloadedState: { auth: initialAuthState(signedIn ? { user, expiresAt: Date.now() + 3_600_000 } : undefined) },
  });
  if (signedIn) {
    store.dispatch(
      accessLoaded({
        canAccessPortal: portal,
        onboarding: { stage: portal ? 'completed' : 'payment', nextAction: portal ? null : 'checkout' },
        companyId: 'c1',
        country: 'USA',
        companyType: 'shipper',
      }),
    );
    store.dispatch(permissionsLoaded(permissions));
  }
  return store;
}

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p data-testid="where">
      {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

function renderAt(path: string | { pathname: string; state: unknown }, store: ReturnType<typeof storeWith>) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/address/*"
            element={
              <RouteGuard access="auth" permission="address">
                <p>address book</p>
              </RouteGuard>
            }
          />
          <Route
            path="/loads/*"
            element={
              <RouteGuard access="auth">
                <p>loads</p>
              </RouteGuard>
            }
          />
          <Route
            path="/setting/*"
            element={
              <RouteGuard access="auth">
                <p>settings</p>
              </RouteGuard>
            }
          />
          {/* As the shell's route table: the nested business addresses need the address permission. */}
          <Route
            path="/setting/businessDetails/address/*"
            element={
              <RouteGuard access="auth" permission="address">
                <p>business addresses</p>
              </RouteGuard>
            }
          />
          <Route
            path="/login"
            element={
              <GuestOnly>
                <p>login form</p>
                <Where />
              </GuestOnly>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(() => initI18n('en'));

describe('route guards (spec section 2)', () => {
  it('sends a signed-out user to /login and remembers where they were going', () => {
    renderAt('/address/edit/42', storeWith({ signedIn: false }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login from /address/edit/42');
  });

  it('sends a signed-in user away from guest-only pages to /dashboard', () => {
    renderAt('/login', storeWith({ signedIn: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('after login, a guest-only page sends the user back where they were going', () => {
    renderAt(
      { pathname: '/login', state: { from: { pathname: '/address/edit/42', search: '?x=1', hash: '' } } },
      storeWith({ signedIn: true, permissions: ['address'] }),
    );
    expect(screen.getByText('address book')).toBeInTheDocument();
  });

  it('right after a logout, a protected page sends the user to the root, not to /login', () => {
    const store = storeWith({ signedIn: true });
    store.dispatch(loggedOut({ reason: 'expired' }));
    renderAt('/loads', store);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows a guest-only page to a signed-out user', () => {
    renderAt('/login', storeWith({ signedIn: false }));
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it('lets a user with the permission in', () => {
    renderAt('/address', storeWith({ signedIn: true, permissions: ['address'] }));
    expect(screen.getByText('address book')).toBeInTheDocument();
  });

  it('sends a user lacking the permission to /unauthorized', () => {
    renderAt('/address', storeWith({ signedIn: true, permissions: ['dashboard'] }));
    expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized');
  });

  it('allows a route with no permission to any signed-in user', () => {
    renderAt('/loads', storeWith({ signedIn: true, permissions: [] }));
    expect(screen.getByText('loads')).toBeInTheDocument();
  });

  it('keeps an account without portal access to settings and checkout', () => {
    renderAt('/loads', storeWith({ signedIn: true, portal: false }));
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
  });

  it('lets an account without portal access open its settings', () => {
    renderAt('/setting/profile?tab=password', storeWith({ signedIn: true, portal: false }));
    expect(screen.getByText('settings')).toBeInTheDocument();
  });

  it('lets an account without portal access open its business details, not the business addresses (a permission needs the portal)', () => {
    // A registered administrator is granted every module before paying; the API still refuses it the address calls.
    renderAt('/setting/businessDetails?type=carrier', storeWith({ signedIn: true, portal: false, permissions: ['address'] }));
    expect(screen.getByText('settings')).toBeInTheDocument();
    cleanup();
    renderAt('/setting/businessDetails/address', storeWith({ signedIn: true, portal: false, permissions: ['address'] }));
    expect(screen.queryByText('business addresses')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
  });

  it('opens the business addresses to a user with the portal and the address permission', () => {
    renderAt('/setting/businessDetails/address', storeWith({ signedIn: true, permissions: ['address'] }));
    expect(screen.getByText('business addresses')).toBeInTheDocument();
  });
});

describe("a portal-less account's home", () => {
  it.each([
    ['checkout', '/checkout'],
    // Registered without the company's step: its details are on the company tab.
    ['company', '/checkout'],
    [null, '/setting/profile'],
  ] as const)('next action %s → %s', (nextAction, home) => {
    expect(
      portalLessHome({
        canAccessPortal: false,
        onboarding: { stage: nextAction === 'company' ? 'registered' : 'payment', nextAction },
        companyId: 'c1',
        country: 'USA',
        companyType: 'shipper',
      }),
    ).toBe(home);
  });
});

describe('the portal-less allow-list', () => {
  it.each([
    ['/setting/profile', true],
    ['/setting/profile/', true],
    ['/setting/businessDetails', true],
    ['/setting/businessDetails/address', true],
    ['/setting/default', true],
    ['/checkout', true],
    ['/setting/favourites', false],
    ['/dashboard', false],
    ['/checkout/other', false],
    ['/loads', false],
  ])('%s → %s', (path, allowed) => {
    expect(isAllowedWithoutPortal(path)).toBe(allowed);
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { accessLoaded, authSlice, initialAuthState, permissionsLoaded } from '@freight/auth';
import { initI18n } from '@freight/i18n';
import { MemoryRouter } from '@freight/router';
import { createAppStore } from '@freight/store';
import { notificationsSlice } from './notifications/state';
import { PublicPageLayout } from './PublicPageLayout';

beforeAll(() => initI18n('en'));

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test' };

function renderPublicPage(signedIn: boolean) {
  const store = createAppStore({
    slices: [authSlice, notificationsSlice],
    preloadedState: { auth: initialAuthState(signedIn ? { user: USER as never, expiresAt: Date.now() + 3_600_000 } : undefined) },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/terms-and-conditions']}>
        <PublicPageLayout>
          <h1>Terms and conditions</h1>
        </PublicPageLayout>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('a public page', () => {
  it('has the public header for a visitor: brand and language, no navigation', () => {
    renderPublicPage(false);
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('keeps the signed-in header for a signed-in user: navigation, name and log out', () => {
    renderPublicPage(true);
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByText('Ana Diaz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });

  it("opened first by a signed-in user, asks for the session's access, and the navigation follows the permissions", () => {
    const store = renderPublicPage(true);
    expect(store.getState().auth.access.status).toBe('loading');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        accessLoaded({ canAccessPortal: true, onboarding: { stage: 'completed', nextAction: null }, companyId: 'c1', country: 'USA', companyType: 'shipper' }),
      );
      store.dispatch(permissionsLoaded(['dashboard']));
    });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('asks for nothing for a visitor', () => {
    const store = renderPublicPage(false);
    expect(store.getState().auth.access.status).toBe('idle');
  });
});

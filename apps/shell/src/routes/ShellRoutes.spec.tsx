import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { accessLoaded, authSlice, initialAuthState, isAllowedWithoutPortal, permissionsLoaded } from '@freight/auth';
import { initI18n } from '@freight/i18n';
import { MemoryRouter } from '@freight/router';
import { createAppStore } from '@freight/store';
import { ShellRoutes } from './ShellRoutes';

// The remotes are not under test here: which one the shell asks for is (a module that never arrives).
const mockLoadRemoteModule = jest.fn((_name: string) => new Promise(() => undefined));
jest.mock('../federation/remotes', () => ({ loadRemoteModule: (name: string) => mockLoadRemoteModule(name), resetRemote: jest.fn() }));

beforeAll(() => initI18n('en'));

function renderAt(path: string) {
  render(
    <Provider store={createAppStore({ slices: [authSlice] })}>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

describe('each page has its own document title', () => {
  it.each([
    ['/', 'Freight, simplified · FreightHub'],
    ['/comingSoon', 'Coming soon · FreightHub'],
    ['/terms-and-conditions', 'Terms and conditions · FreightHub'],
    ['/no-such-page', 'Page not found · FreightHub'],
  ])('%s is titled "%s"', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("a public remote page is titled with its module's name while it loads", async () => {
    renderAt('/orders/tracking/L-1');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Loads · FreightHub');
  });
});

describe('the pages opened without signing in come from the public-pages remote', () => {
  it.each([
    '/confirmQuote?quoteId=Q-AbCdE12345',
    '/orders/tracking/L-100015',
    '/tracking/share/c2hhcmUtY29kZS1leGFtcA',
    '/orderPickup?token=aaa.bbb.ccc',
    '/orderDelivery?token=aaa.bbb.ccc',
  ])('%s, signed out, loads the public_pages remote (not loads), without asking to sign in', async (path) => {
    mockLoadRemoteModule.mockClear();
    renderAt(path);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(mockLoadRemoteModule.mock.calls).toEqual([['public_pages']]);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('a signed-in page of the loads remote, signed out, asks to sign in and loads no remote', async () => {
    mockLoadRemoteModule.mockClear();
    renderAt('/loads');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(mockLoadRemoteModule).not.toHaveBeenCalled();
  });
});

describe('the failed payment page of an account without portal access', () => {
  it('links only to pages the account may open (none bounces it to checkout)', async () => {
    const store = createAppStore({
      slices: [authSlice],
      preloadedState: {
        auth: initialAuthState({
          user: { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Acme' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test' },
          expiresAt: Date.now() + 3_600_000,
        }),
      },
    });
    store.dispatch(
      accessLoaded({
        canAccessPortal: false,
        onboarding: { stage: 'payment', nextAction: 'checkout' },
        companyId: 'c1',
        country: 'USA',
        companyType: 'shipper',
      }),
    );
    store.dispatch(permissionsLoaded([]));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/payment/failure?reason=card_declined']}>
          <ShellRoutes />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout');
    // Public pages, and what spec section 2 leaves open to it; '/' is its home (the brand), which leads to its onboarding step.
    const open = (href: string) =>
      ['/', '/terms-and-conditions', '#main'].includes(href) || /^(mailto|tel):/.test(href) || isAllowedWithoutPortal(href.split('?')[0]!);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => !open(href))).toEqual([]);
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { authSlice, initialAuthState } from '@freight/auth';
import { initI18n } from '@freight/i18n';
import { MemoryRouter } from '@freight/router';
import { createAppStore } from '@freight/store';
import { notificationsSlice } from './notifications/state';
import { identitySlice } from './identity';
import { SignedInLayout } from './SignedInLayout';

// The chat panel is a lazily loaded part; the notifications menu reads nothing here.
jest.mock('@freight/chat', () => ({ ChatPanel: () => null }));

beforeAll(() => initI18n('en'));

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Acme' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test' };

function renderLayout() {
  const store = createAppStore({
    slices: [authSlice, notificationsSlice, identitySlice],
    preloadedState: { auth: initialAuthState({ user: USER as never, expiresAt: Date.now() + 3_600_000 }) },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/setting/profile']}>
        <SignedInLayout>
          <h1>Profile</h1>
        </SignedInLayout>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('the signed-in header', () => {
  it("names the session's user and shows no company logo until the company is read", () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Ana Diaz')).toBeInTheDocument();
    expect(within(header).queryByRole('img', { name: 'Acme Freight' })).not.toBeInTheDocument();
  });

  it('shows the name and the logo as read now (after a profile or logo change)', () => {
    const store = renderLayout();
    act(
      () =>
        void store.dispatch(
          identitySlice.actions.identityLoaded({ name: 'Anabel Diaz', companyName: 'Acme Freight', logoUrl: '/v1/api/settings-manager/company-logo?v=abc' }),
        ),
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Anabel Diaz')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Acme Freight' })).toHaveAttribute('src', '/v1/api/settings-manager/company-logo?v=abc');
    act(() => void store.dispatch(identitySlice.actions.identityLoaded({ logoUrl: null })));
    expect(within(header).queryByRole('img', { name: 'Acme Freight' })).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { authSlice } from '@freight/auth';
import { initI18n } from '@freight/i18n';
import { MemoryRouter } from '@freight/router';
import { createAppStore } from '@freight/store';
import { ShellRoutes } from './ShellRoutes';

// The remotes are not under test here.
jest.mock('../federation/remotes', () => ({ loadRemoteModule: () => new Promise(() => undefined), resetRemote: jest.fn() }));

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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { initialAuthState } from '@freight/auth';
import { createTestStore, renderWithProviders } from '@freight/testing';
import { authSlice } from '@freight/auth';
import { DashboardHome } from './DashboardHome';

/** The product's stylesheet, so the test sees the cards as they are drawn (jsdom applies plain selectors). */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.resolve(__dirname, '../../../../libs/ui/src/styles.css'), 'utf8');
  document.head.append(style);
});

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test' };

async function renderHome(permissions: string[]) {
  const auth = initialAuthState({ user: USER as never, expiresAt: Date.now() + 3_600_000 });
  const testStore = createTestStore({
    slices: [authSlice],
    preloadedState: { auth: { ...auth, permissions: { ...auth.permissions, keys: permissions } } },
  });
  return renderWithProviders(<DashboardHome />, { testStore, route: '/dashboard' });
}

describe("the dashboard's module cards", () => {
  it('are a list of links without bullets, one per module the user may open', async () => {
    await renderHome(['address', 'carrier']);
    const cards = screen.getByRole('list');
    expect(getComputedStyle(cards).listStyleType).toBe('none');
    const links = within(cards).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Loads', '/loads'],
      ['Trucks', '/trucks'],
      ['Address book', '/address'],
      ['Settings', '/setting/profile'],
    ]);
  });
});

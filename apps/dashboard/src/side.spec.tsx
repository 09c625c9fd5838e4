import { screen, waitFor } from '@testing-library/react';
import { authSlice, initialAuthState } from '@freight/auth';
import type { CompanyType } from '@freight/contracts';
import { createTestStore, renderWithProviders } from '@freight/testing';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';
import { defaultSide, SideSwitch, useDashboardSide } from './side';

describe('defaultSide', () => {
  it('follows the company type, and in a company of both kinds the dispatcher without an address book carries', () => {
    expect(defaultSide('carrier', ['dashboard', 'address'])).toBe('carrier');
    expect(defaultSide('shipper', ['dashboard', 'carrier'])).toBe('shipper');
    expect(defaultSide('both', ['dashboard', 'carrier', 'schedule'])).toBe('carrier');
    expect(defaultSide('both', ['dashboard', 'carrier', 'address'])).toBe('shipper');
    expect(defaultSide(undefined, [])).toBe('shipper');
  });
});

function SideProbe() {
  const { side } = useDashboardSide();
  return (
    <>
      <SideSwitch />
      <output data-testid="side">{side}</output>
    </>
  );
}

async function renderSide(route: string, companyType: CompanyType, permissions: string[]) {
  const auth = initialAuthState({
    user: { _id: 'u1', userId: 'u1', companyId: { _id: 'c0' }, firstname: 'A', lastname: 'B', email: 'a@b.test' } as never,
    expiresAt: Date.now() + 3_600_000,
  });
  const testStore = createTestStore({
    slices: [authSlice],
    preloadedState: {
      auth: {
        ...auth,
        access: {
          status: 'loaded',
          data: { canAccessPortal: true, onboarding: { stage: 'completed', nextAction: null }, companyId: 'c0', country: 'USA', companyType },
        },
        permissions: { status: 'loaded', keys: permissions },
      },
    },
  });
  return renderWithProviders(<SideProbe />, { testStore, route, path: '/dashboard/delayedorders', areas: { dashboard: { en, sp, fr } } });
}

describe('the dashboard side', () => {
  it("takes ?side= first, and switching drops the page and the other side's counterparty filters", async () => {
    const { user, location } = await renderSide('/dashboard/delayedorders?side=shipper&page=3&counterparty=c9&customer=c8&carrier=c7&q=dallas', 'both', [
      'dashboard',
      'carrier',
    ]);
    expect(screen.getByTestId('side')).toHaveTextContent('shipper');
    await user.click(screen.getByRole('radio', { name: 'Loads we carry' }));
    await waitFor(() => expect(location()).toBe('/dashboard/delayedorders?side=carrier&q=dallas'));
    expect(screen.getByTestId('side')).toHaveTextContent('carrier');
  });

  it('offers no switch to a company of one kind', async () => {
    await renderSide('/dashboard/delayedorders', 'carrier', ['dashboard']);
    expect(screen.getByTestId('side')).toHaveTextContent('carrier');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

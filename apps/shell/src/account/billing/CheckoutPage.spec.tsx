import { act, screen } from '@testing-library/react';
import { accessLoaded, authSlice, initialAuthState } from '@freight/auth';
import { createTestStore, renderWithProviders } from '@freight/testing';
import type { UserAccess } from '@freight/contracts';
import { accountFeature } from '../feature';
import { CheckoutPage } from './CheckoutPage';

// The unit under test is /checkout's text for a signed-in account; the plans' call is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('companyManager', 'userManager'));
const plans = (jest.requireMock('@freight/api-client') as { companyManager: { plans: jest.Mock } }).companyManager.plans;

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Ana Diaz' }, firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test' };

async function openCheckout(onboarding: UserAccess['onboarding']) {
  plans.mockResolvedValue({ status: true, message: 'Plans', data: [] });
  const testStore = createTestStore({ slices: [authSlice], preloadedState: { auth: initialAuthState({ user: USER, expiresAt: Date.now() + 3_600_000 }) } });
  testStore.store.dispatch(accessLoaded({ canAccessPortal: false, onboarding, companyId: 'c1', country: 'USA', companyType: 'shipper' }));
  const view = await renderWithProviders(<CheckoutPage />, { route: '/checkout', path: '/checkout', testStore, features: [accountFeature] });
  await act(view.waitForSagas);
  return view;
}

describe('/checkout, signed in', () => {
  it('names the company whose details were registered', async () => {
    await openCheckout({ stage: 'payment', nextAction: 'checkout' });
    expect(screen.getByText('Pick a plan for Ana Diaz to open the portal to your whole team.')).toBeInTheDocument();
  });

  it("does not name the placeholder (the person's name) of a company whose details are missing, and leads to them", async () => {
    await openCheckout({ stage: 'registered', nextAction: 'company' });
    expect(screen.queryByText(/Pick a plan for Ana Diaz/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your company's details are still missing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Add your company's details" })).toHaveAttribute('href', '/setting/profile?tab=companyInfo');
  });
});

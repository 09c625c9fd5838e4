import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessLoaded, accessRequested, authSlice, identityChanged, initialAuthState } from '@freight/auth';
import { createTestStore, renderWithProviders } from '@freight/testing';
import type { UserAccess } from '@freight/contracts';
import { accountFeature } from '../feature';
import { CheckoutPage } from './CheckoutPage';

// The unit under test is /checkout's text for a signed-in account; the plans' call is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('companyManager', 'userManager'));
const { plans, registerOwnCompany } = (jest.requireMock('@freight/api-client') as { companyManager: { plans: jest.Mock; registerOwnCompany: jest.Mock } })
  .companyManager;

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

  it("does not name the placeholder (the person's name) of a company whose details are missing: asks for them first, signed in", async () => {
    const view = await openCheckout({ stage: 'registered', nextAction: 'company' });
    expect(screen.queryByText(/Pick a plan for Ana Diaz/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your company's details are still missing/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company e-mail' })).toHaveValue('ana@acme.test');

    registerOwnCompany.mockResolvedValue({ status: true, message: 'Company Successfully Registered', data: { companyId: 'c1' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme Freight Lines');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CANADA');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company phone' }), '+1 514 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Register company' }));
    await waitFor(() =>
      expect(registerOwnCompany).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Acme Freight Lines', country: 'CANADA', contactEmail: 'ana@acme.test' }),
        { quietErrors: true },
      ),
    );
    await act(view.waitForSagas);
    expect(registerOwnCompany.mock.calls[0]![0]).not.toHaveProperty('registrationToken');
    // The access record and the header's identity are read again; once the access says "checkout", the plans follow.
    expect(view.dispatched().map((action) => action.type)).toEqual(expect.arrayContaining([accessRequested.type, identityChanged.type]));
    act(
      () =>
        void view.store.dispatch(
          accessLoaded({
            canAccessPortal: false,
            onboarding: { stage: 'payment', nextAction: 'checkout' },
            companyId: 'c1',
            country: 'CANADA',
            companyType: 'carrier',
          }),
        ),
    );
    expect(screen.queryByText(/Your company's details are still missing/)).not.toBeInTheDocument();
    expect(screen.getByText(/Pick a plan for/)).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessLoaded, accessRequested, permissionsLoaded } from '@freight/auth';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { settingsFeature } from '../feature';
import { AREAS, BUSINESS, OPTIONS, ok, refused } from '../test-support/fixtures';
import { BusinessDetailsPage } from './BusinessDetailsPage';
import { carrierToForm, formToCarrier } from './schema';

// The unit under test is /setting/businessDetails (and ?type=carrier); the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
const api = mockedApi('settings');

beforeEach(() => {
  jest.clearAllMocks();
  api.settings.businessDetails!.mockImplementation(() => ok(BUSINESS));
  api.settings.options!.mockImplementation(() => ok(OPTIONS));
});

const user = userEvent.setup({ delay: null });

async function renderPage(route = '/setting/businessDetails', permissions: string[] = ['address']) {
  const view = await renderWithProviders(<BusinessDetailsPage />, { route, path: '/setting/businessDetails', features: [settingsFeature], areas: AREAS });
  act(() => void view.store.dispatch(permissionsLoaded(permissions)));
  await act(view.waitForSagas);
  return view;
}

describe('/setting/businessDetails', () => {
  it('the carrier form and its body: empty fields cleared, amounts as numbers', () => {
    // Amounts typed in the reader's language, thousands separators included.
    const values = { ...carrierToForm(BUSINESS), mcNumber: ' ', liabilityInsuranceAmount: '250,000' };
    expect(formToCarrier(values)).toEqual({
      dotNumber: '1234567',
      mcNumber: null,
      insuranceCarrier: 'Great Lakes Mutual',
      insurancePolicyNumber: 'GL-1',
      insuranceExpiresOn: '2027-03-31',
      cargoInsuranceAmount: 100000,
      liabilityInsuranceAmount: 250000,
      equipmentKeys: ['dry_van'],
      serviceArea: ['IL', 'IN'],
      preferredLanes: [{ originState: 'IL', originCity: 'Chicago', destinationState: 'TX', destinationCity: null }],
    });
  });

  it('chooses the company side and saves it; the session reads its access record again', async () => {
    const view = await renderPage();
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    // One group named once (the visible line is not a second legend a screen reader would read again).
    expect(screen.getAllByRole('group', { name: 'Your company is' })).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'A carrier' }));
    api.settings.updateBusinessDetails!.mockImplementation(() => ok({ ...BUSINESS, companyType: 'carrier' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(view.waitForSagas);
    expect(api.settings.updateBusinessDetails).toHaveBeenCalledWith({ companyType: 'carrier' });
    expect(await screen.findByText('Business Details Successfully Updated')).toBeInTheDocument();
    expect(view.dispatched().some((action) => action.type === accessRequested.type)).toBe(true);
    expect(screen.getByRole('link', { name: 'Manage business addresses' })).toHaveAttribute('href', '/setting/businessDetails/address');
  });

  it('without the address permission the business addresses are not offered', async () => {
    await renderPage('/setting/businessDetails', []);
    expect(screen.queryByRole('link', { name: 'Manage business addresses' })).not.toBeInTheDocument();
    expect(screen.getByText('Business addresses need the address book permission.')).toBeInTheDocument();
  });

  it('an account without portal access is not offered the business addresses, even granted the address permission', async () => {
    const view = await renderPage('/setting/businessDetails', ['address']);
    act(
      () =>
        void view.store.dispatch(
          accessLoaded({
            canAccessPortal: false,
            onboarding: { stage: 'payment', nextAction: 'checkout' },
            companyId: 'c1',
            country: 'USA',
            companyType: 'shipper',
          }),
        ),
    );
    expect(screen.queryByRole('link', { name: 'Manage business addresses' })).not.toBeInTheDocument();
    expect(screen.getByText('Business addresses open once your company has chosen a plan.')).toBeInTheDocument();
  });

  it('?type=carrier: the carrier details, equipment, service area and lanes; the numbers checked; the server errors on the fields', async () => {
    const view = await renderPage('/setting/businessDetails?type=carrier');
    expect(screen.getByRole('heading', { level: 1, name: 'Carrier details' })).toBeInTheDocument();
    expect(screen.getByLabelText('USDOT number')).toHaveValue('1234567');
    // Insurance amounts are typed with separators ("250,000"): the phone's keyboard has them, as for every amount.
    for (const label of ['Cargo cover (whole amount)', 'Liability cover (whole amount)'])
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('checkbox', { name: 'Dry Van 53 ft' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reefer 53 ft' })).not.toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Service area' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '')),
    ).toEqual(['IL', 'IN']);

    await user.click(screen.getByRole('checkbox', { name: 'Reefer 53 ft' }));
    await user.click(screen.getByRole('button', { name: 'Remove IN from the service area' }));
    await user.selectOptions(screen.getByLabelText('State or province'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Add to the service area' }));
    await user.click(screen.getByRole('button', { name: 'Add a lane' }));
    await user.selectOptions(screen.getByLabelText('From state (lane 2)'), 'TX');
    await user.selectOptions(screen.getByLabelText('To state (lane 2)'), 'OK');
    // USDOT: up to 8 digits; MC: up to 7 digits, the 'MC' prefix optional.
    await user.clear(screen.getByLabelText('USDOT number'));
    await user.type(screen.getByLabelText('USDOT number'), 'abc');
    await user.clear(screen.getByLabelText('MC number'));
    await user.type(screen.getByLabelText('MC number'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('MC number')).toHaveAccessibleDescription('An MC number is 1 to 7 digits, with or without MC (MC-123456)'),
    );
    expect(screen.getByLabelText('USDOT number')).toHaveAccessibleDescription('A USDOT number is 1 to 8 digits');
    expect(api.settings.updateBusinessDetails).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('USDOT number'));
    await user.type(screen.getByLabelText('USDOT number'), '1234567');
    await user.clear(screen.getByLabelText('MC number'));
    await user.type(screen.getByLabelText('MC number'), 'MC-1');
    api.settings.updateBusinessDetails!.mockImplementationOnce(() =>
      refused(400, 'Invalid request', [{ field: 'body.carrier.dotNumber', message: 'USDOT number already used by another carrier' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(view.waitForSagas);
    const body = api.settings.updateBusinessDetails!.mock.calls[0]![0] as { carrier: Record<string, unknown> };
    expect(body.carrier).toMatchObject({
      // Stored as its digits.
      mcNumber: '1',
      equipmentKeys: ['dry_van', 'reefer'],
      serviceArea: ['IL', 'TX'],
      preferredLanes: [
        { originState: 'IL', originCity: 'Chicago', destinationState: 'TX', destinationCity: null },
        { originState: 'TX', originCity: null, destinationState: 'OK', destinationCity: null },
      ],
    });
    // The carrier part's errors come as carrier.<field>: they land on the carrier form's own fields.
    await waitFor(() => expect(screen.getByLabelText('USDOT number')).toHaveAccessibleDescription('USDOT number already used by another carrier'));
  });

  it('an expired insurance is said; a shipper is told its carrier details are not shown', async () => {
    api.settings.businessDetails!.mockImplementation(() =>
      ok({ ...BUSINESS, companyType: 'shipper', carrier: { ...BUSINESS.carrier, insuranceExpired: true } }),
    );
    await renderPage('/setting/businessDetails?type=carrier');
    expect(screen.getByText("Your insurance has expired: enter the new policy's expiry.")).toBeInTheDocument();
    expect(screen.getByText(/Your company is a shipper/)).toBeInTheDocument();
  });

  it('switches between the business and the carrier details in the URL', async () => {
    const view = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'Carrier details' }));
    await waitFor(() => expect(view.location()).toBe('/setting/businessDetails?type=carrier'));
    expect(await screen.findByLabelText('USDOT number')).toBeInTheDocument();
  });

  it('leaving the carrier details with unsaved changes asks first; Cancel keeps the view and the changes', async () => {
    const view = await renderPage('/setting/businessDetails?type=carrier');
    await user.clear(screen.getByLabelText('USDOT number'));
    await user.type(screen.getByLabelText('USDOT number'), '7654321');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'Carrier details' })).toBeChecked();
    expect(view.location()).toBe('/setting/businessDetails?type=carrier');
    expect(screen.getByLabelText('USDOT number')).toHaveValue('7654321');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.location()).toBe('/setting/businessDetails'));
  });

  it('the details could not be read: an error with Retry', async () => {
    api.settings.businessDetails!.mockImplementationOnce(() => refused(500, 'Server error'));
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('The business details could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Both' })).toBeChecked();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@freight/contracts';
import { forgetLocalities } from '@freight/address';
import { renderWithProviders } from '@freight/testing';
import { settingsFeature } from '../feature';
import { AREAS, UUID, ok, refused } from '../test-support/fixtures';
import { BusinessAddressesPage } from './BusinessAddressesPage';
import { BusinessAddressFormPage } from './BusinessAddressFormPage';

// The unit under test is the business addresses' list and form (libs/address's fields, the kit's list and save).
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('addressManager', 'maps'));
const api = jest.requireMock('@freight/api-client') as { addressManager: Record<string, jest.Mock>; maps: Record<string, jest.Mock> };

const YARD: Address = {
  _id: UUID(300),
  tag: 'business',
  name: 'Chicago yard',
  street1: '1200 W Fulton Market',
  street2: null,
  city: 'Chicago',
  state: 'IL',
  postalCode: '60607',
  country: 'USA',
  lat: null,
  lng: null,
  contactName: 'Lee',
  contactPhone: null,
  contactEmail: null,
  openingHours: null,
  isDefault: true,
  notes: null,
  erpCustomerId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  forgetLocalities();
  jest.clearAllMocks();
  api.addressManager.list!.mockImplementation(() => ok({ items: [YARD], total: 1, page: 1, limit: 20 }));
  api.addressManager.detail!.mockImplementation(() => ok(YARD));
  api.maps.config!.mockImplementation(() => ok({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' }));
  api.maps.geocodePostalCode!.mockImplementation(() => ok({ city: 'Dallas', state: 'TX', country: 'USA' }));
});
const user = userEvent.setup({ delay: null });

describe('the business addresses', () => {
  it('lists the business-tagged addresses; a remove asks first, says so and lists again', async () => {
    const view = await renderWithProviders(<BusinessAddressesPage />, {
      route: '/setting/businessDetails/address',
      path: '/setting/businessDetails/address',
      features: [settingsFeature],
      areas: AREAS,
    });
    await act(view.waitForSagas);
    expect(api.addressManager.list).toHaveBeenCalledWith({ page: 1, limit: 20 }, 'business', { silent: true });
    expect(screen.getByRole('link', { name: 'Chicago yard' })).toHaveAttribute('href', `/setting/businessDetails/edit/${YARD._id}`);
    expect(screen.getByRole('link', { name: 'Add business address' })).toHaveAttribute('href', '/setting/businessDetails/add');
    api.addressManager.remove!.mockImplementation(() => ok({ _id: YARD._id }));
    api.addressManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await user.click(screen.getByRole('button', { name: 'Delete Chicago yard' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(view.waitForSagas);
    expect(api.addressManager.remove).toHaveBeenCalledWith(YARD._id);
    expect(await screen.findByText('Address Successfully Removed')).toBeInTheDocument();
    expect(await screen.findByText('No business addresses yet. Add your offices and yards.')).toBeInTheDocument();
  });

  it('adds one tagged business, checks the postal code first, and goes back to the list', async () => {
    const view = await renderWithProviders(<BusinessAddressFormPage />, {
      route: '/setting/businessDetails/add',
      path: '/setting/businessDetails/add',
      features: [settingsFeature],
      areas: AREAS,
    });
    await act(view.waitForSagas);
    expect(screen.getByRole('heading', { level: 1, name: 'Add business address' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Dallas office');
    await user.type(screen.getByLabelText('Street'), '4500 Irving Blvd');
    await user.type(screen.getByLabelText('City'), 'Houston');
    await user.type(screen.getByLabelText('State or province'), 'TX');
    await user.type(screen.getByLabelText('Postal code'), '7524');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(/ZIP/));
    await user.type(screen.getByLabelText('Postal code'), '7');
    await user.tab();
    // Spec section 5: the postal code must be the city's (75247 is Dallas'), said when the field is left.
    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription("Postal Zipcode doesn't match with Locality City"));
    expect(api.maps.geocodePostalCode).toHaveBeenCalledWith('75247', 'USA', expect.anything());
    // A Save it stops warns again, as a toast beside the field's message.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText("Postal Zipcode doesn't match with Locality City")).toHaveLength(2));
    expect(api.addressManager.add).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Dallas');
    await waitFor(() => expect(screen.getByLabelText('Postal code')).not.toHaveAccessibleDescription("Postal Zipcode doesn't match with Locality City"));
    api.addressManager.add!.mockImplementationOnce(() => refused(400, 'Invalid request', [{ field: 'body.street1', message: 'Street not found' }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveAccessibleDescription('Street not found'));
    api.addressManager.add!.mockImplementation(() => ok({ ...YARD, _id: UUID(301), name: 'Dallas office' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(view.waitForSagas);
    expect(api.addressManager.add).toHaveBeenLastCalledWith(
      expect.objectContaining({ tag: 'business', name: 'Dallas office', postalCode: '75247', city: 'Dallas' }),
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
    await waitFor(() => expect(view.location()).toBe('/setting/businessDetails/address'));
  });

  it('an unknown address: the not-found page leads back to the list', async () => {
    api.addressManager.detail!.mockImplementation(() => refused(404, 'Address not found'));
    const view = await renderWithProviders(<BusinessAddressFormPage />, {
      route: `/setting/businessDetails/edit/${UUID(999)}`,
      path: '/setting/businessDetails/edit/:id',
      features: [settingsFeature],
      areas: AREAS,
    });
    await act(view.waitForSagas);
    expect(screen.getByRole('link', { name: 'Back to the business addresses' })).toHaveAttribute('href', '/setting/businessDetails/address');
  });
});

import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import type { CarrierDetail } from '@freight/contracts';
import { changeLanguage } from '@freight/i18n';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { CARRIER_A, INSIGHT_A, LOAD_UUID, ok, quotesTestFeature } from '../quotes/test-support';
import { CarrierDetailPage } from './CarrierDetailPage';

// The unit under test is the carrier profile screen; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('loadInsight'));
const api = mockedApi('loadInsight');

const DETAIL: CarrierDetail = {
  _id: CARRIER_A,
  name: 'Interstate Haulers',
  companyType: 'carrier',
  country: 'USA',
  contactEmail: 'dispatch@interstate-haulers.test',
  contactPhone: '+1 312 555 0100',
  website: null,
  logoUrl: null,
  dotNumber: '1234567',
  mcNumber: null,
  partnerStatus: 'active',
  partnerSince: '2026-01-15T00:00:00.000Z',
  trucks: 12,
  equipment: [{ equipmentTypeId: 'e1', key: 'dry_van', name: 'Dry Van 53 ft', trucks: 9 }],
  lanes: [
    {
      laneId: null,
      laneName: null,
      originCity: 'Chicago',
      originState: 'IL',
      destinationCity: 'Dallas',
      destinationState: 'TX',
      loads: 14,
      lastAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  preferredLanes: [],
  insight: INSIGHT_A,
  history: {
    items: [
      {
        _id: 'o1',
        orderId: 'O-100001',
        loadUuid: LOAD_UUID,
        loadId: 'L-100200',
        status: 'delivered',
        originCity: 'Chicago',
        originState: 'IL',
        destinationCity: 'Dallas',
        destinationState: 'TX',
        pickupStart: '2026-11-01T14:00:00.000Z',
        deliveryEnd: '2026-11-03T18:00:00.000Z',
        deliveredAt: '2026-11-03T16:00:00.000Z',
        onTime: true,
        rate: 1850,
        currency: 'USD',
        createdAt: '2026-10-30T00:00:00.000Z',
      },
    ],
    total: 25,
    page: 1,
    limit: 10,
  },
} as CarrierDetail;

async function renderAt(route: string) {
  const view = await renderWithProviders(<CarrierDetailPage />, {
    route,
    path: '/carrierdetail',
    features: [quotesTestFeature],
    areas: { loads: { en, sp, fr } },
  });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => jest.clearAllMocks());

describe('/carrierdetail', () => {
  it("shows the carrier's contact, equipment, lanes, rates with this shipper and their loads, paged in the address", async () => {
    api.loadInsight.carrierDetail!.mockImplementation(() => ok(DETAIL));
    const { user, location } = await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    expect(api.loadInsight.carrierDetail).toHaveBeenCalledWith(CARRIER_A, { page: 1, limit: 10 }, { silent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Carrier Interstate Haulers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 312 555 0100' })).toHaveAttribute('href', 'tel:+1 312 555 0100');
    expect(screen.getByText('Dry Van 53 ft · Trucks: 9')).toBeInTheDocument();
    expect(screen.getByText(/Chicago, IL to Dallas, TX · loads: 14/)).toBeInTheDocument();
    expect(screen.getByTestId('carrier-on-time')).toHaveTextContent('92% (25)');
    expect(screen.getByTestId('carrier-acceptance')).toHaveTextContent('75% (8)');
    const history = screen.getByRole('table', { name: 'Loads with you' });
    expect(within(history).getByRole('link', { name: 'L-100200' })).toHaveAttribute('href', `/quotes?load=${LOAD_UUID}`);
    expect(within(history).getByText('$1,850.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => undefined);
    expect(location()).toBe(`/carrierdetail?id=${CARRIER_A}&page=2`);
    expect(api.loadInsight.carrierDetail).toHaveBeenLastCalledWith(CARRIER_A, { page: 2, limit: 10 }, { silent: true });
  });

  it("names the fleet's equipment in the reader's language by its key (the stored name is English)", async () => {
    api.loadInsight.carrierDetail!.mockImplementation(() => ok(DETAIL));
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    await act(async () => {
      await changeLanguage('sp');
    });
    const equipment = within(screen.getByRole('region', { name: 'Equipo' }));
    expect(equipment.getByText(/^Caja seca 53 pies · /)).toBeInTheDocument();
    expect(equipment.queryByText(/Dry Van/)).not.toBeInTheDocument();
  });

  it('says when there is not enough history for a rate', async () => {
    api.loadInsight.carrierDetail!.mockImplementation(() =>
      ok({ ...DETAIL, insight: { ...INSIGHT_A, onTimeRate: null, deliveredCount: 0 }, history: { items: [], total: 0, page: 1, limit: 10 } }),
    );
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    expect(screen.getByTestId('carrier-on-time')).toHaveTextContent('Not enough history');
    expect(screen.getByText('No loads with this carrier yet.')).toBeInTheDocument();
  });

  it('names a lane once (a lane named after its route shows the route alone), and lists the preferred lanes one a line', async () => {
    const lane = DETAIL.lanes[0]!;
    api.loadInsight.carrierDetail!.mockImplementation(() =>
      ok({
        ...DETAIL,
        lanes: [
          { ...lane, laneName: 'Chicago, IL → Dallas, TX' },
          { ...lane, laneName: 'Weekly grocery run', originCity: 'Toledo', originState: 'OH', destinationCity: 'Miami', destinationState: 'FL', loads: 3 },
        ],
        preferredLanes: [
          { laneId: 'l1', name: 'Toledo, OH → Miami, FL' },
          { laneId: 'l2', name: 'Chicago, IL → Dallas, TX' },
        ],
      }),
    );
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    const region = within(screen.getByRole('region', { name: 'Lanes served' }));
    const [served, preferred] = region.getAllByRole('list');
    expect(
      within(served!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chicago, IL to Dallas, TX · loads: 14', 'Weekly grocery run: Toledo, OH to Miami, FL · loads: 3']);
    // Preferred lanes one a line (their names hold commas), named by the list's label.
    expect(region.getByRole('list', { name: 'Preferred carrier on:' })).toBe(preferred);
    expect(
      within(preferred!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Toledo, OH → Miami, FL', 'Chicago, IL → Dallas, TX']);
  });

  it("shows the carrier's declared business details: insurance with its expiry, cover amounts, equipment, service area and lanes", async () => {
    api.loadInsight.carrierDetail!.mockImplementation(() =>
      ok({
        ...DETAIL,
        business: {
          dotNumber: '1234567',
          mcNumber: null,
          insuranceCarrier: 'Great Lakes Mutual',
          insurancePolicyNumber: 'GLM-1',
          insuranceExpiresOn: '2027-06-30',
          insuranceExpired: false,
          cargoInsuranceAmount: 100000,
          liabilityInsuranceAmount: 1000000,
          equipment: [
            { key: 'dry_van', name: 'Dry Van 53 ft' },
            { key: 'reefer', name: 'Reefer 53 ft' },
          ],
          serviceArea: ['IL', 'IN', 'TX'],
          preferredLanes: [
            { originState: 'IL', originCity: 'Chicago', destinationState: 'TX', destinationCity: 'Dallas' },
            { originState: 'IN', originCity: null, destinationState: 'OH', destinationCity: null },
          ],
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      }),
    );
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    const region = within(screen.getByRole('region', { name: 'Business details' }));
    expect(region.getByTestId('carrier-insurance')).toHaveTextContent('Great Lakes Mutual · policy GLM-1');
    expect(region.getByText('Jun 30, 2027')).toBeInTheDocument();
    expect(region.queryByText('Expired')).not.toBeInTheDocument();
    expect(region.getByText('$100,000.00')).toBeInTheDocument();
    expect(region.getByText('$1,000,000.00')).toBeInTheDocument();
    expect(region.getByText('Dry Van 53 ft, Reefer 53 ft')).toBeInTheDocument();
    expect(region.getByText('IL, IN, TX')).toBeInTheDocument();
    const lanes = region.getByRole('list', { name: 'Preferred lanes' });
    expect(
      within(lanes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chicago, IL to Dallas, TX', 'IN to OH']);
  });

  it('warns when the insurance has expired (amounts in the carrier country currency), in French too', async () => {
    const business = {
      dotNumber: null,
      mcNumber: null,
      insuranceCarrier: 'Northbridge',
      insurancePolicyNumber: null,
      insuranceExpiresOn: '2026-11-12',
      insuranceExpired: true,
      cargoInsuranceAmount: 150000,
      liabilityInsuranceAmount: null,
      equipment: [],
      serviceArea: [],
      preferredLanes: [],
      updatedAt: null,
    };
    api.loadInsight.carrierDetail!.mockImplementation(() => ok({ ...DETAIL, country: 'CANADA', business }));
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    const region = () => within(screen.getByRole('region', { name: /Business details|Informations commerciales/ }));
    expect(region().getByTestId('carrier-insurance')).toHaveTextContent('Northbridge');
    expect(region().getByRole('status')).toHaveTextContent('Expired');
    expect(region().getByText(/150,000\.00/)).toBeInTheDocument();
    expect(region().getByText(/CA\$|CAD/)).toBeInTheDocument();

    await act(async () => {
      await changeLanguage('fr');
    });
    expect(region().getByRole('status')).toHaveTextContent('Expirée');
    expect(region().getByText('Assurance marchandises')).toBeInTheDocument();
  });

  it('says when the carrier has declared nothing, and for a shipper-only company (business null)', async () => {
    const nothing = {
      dotNumber: '1234567',
      mcNumber: null,
      insuranceCarrier: null,
      insurancePolicyNumber: null,
      insuranceExpiresOn: null,
      insuranceExpired: false,
      cargoInsuranceAmount: null,
      liabilityInsuranceAmount: null,
      equipment: [],
      serviceArea: [],
      preferredLanes: [],
      updatedAt: null,
    };
    api.loadInsight.carrierDetail!.mockImplementation(() => ok({ ...DETAIL, business: nothing }));
    const first = await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    expect(
      within(screen.getByRole('region', { name: 'Business details' })).getByText('This carrier has not declared its business details yet.'),
    ).toBeInTheDocument();
    first.unmount();

    api.loadInsight.carrierDetail!.mockImplementation(() => ok({ ...DETAIL, business: null }));
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    expect(
      within(screen.getByRole('region', { name: 'Business details' })).getByText('This carrier has not declared its business details yet.'),
    ).toBeInTheDocument();
  });

  it('has the same business-details keys in en, sp and fr', () => {
    const keys = (o: Record<string, string>) => Object.keys(o).sort();
    expect(keys(sp.carrierBusiness)).toEqual(keys(en.carrierBusiness));
    expect(keys(fr.carrierBusiness)).toEqual(keys(en.carrierBusiness));
  });

  it('says so for an unknown carrier, and when the call fails', async () => {
    api.loadInsight.carrierDetail!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Carrier not found' }, 'Carrier not found')),
    );
    const first = await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    expect(screen.getByText('This carrier does not exist, or you have no history with it.')).toBeInTheDocument();
    first.unmount();

    api.loadInsight.carrierDetail!.mockImplementation(() => Promise.reject(new ApiError('offline', 504, undefined, 'API services are currently Offline')));
    await renderAt(`/carrierdetail?id=${CARRIER_A}`);
    expect(screen.getByRole('alert')).toHaveTextContent('The carrier could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

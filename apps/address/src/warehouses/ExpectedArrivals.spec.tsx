import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@freight/api-client';
import type { ExpectedArrival } from '@freight/contracts';
import { realtimeFake, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { ExpectedArrivals, LIVE_REFETCH_MS } from './ExpectedArrivals';

// The API is a fake: `call` answers GET warehouse-manager/expected-arrivals/{_id}.
jest.mock('@freight/api-client', () => ({ ...jest.requireActual('@freight/api-client'), call: jest.fn() }));
const api = jest.requireMock('@freight/api-client') as { call: jest.Mock };
// The socket is the kit's fake: the test fires `containers.updated` itself.
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

const ARRIVAL: ExpectedArrival = {
  containerId: 'c1',
  containerNumber: 'MSKU9070323',
  sizeType: '40HC',
  status: 'in_transit',
  eta: '2026-12-01T14:00:00.000Z',
  expectedOn: '2026-12-04',
  slipped: true,
  purchaseOrder: {
    _id: 'po1',
    poNumber: 'PO-100123',
    status: 'in_transit',
    supplierName: 'Ningbo Kitchenware Co.',
    destinationPort: 'Los Angeles / Long Beach',
  },
  load: null,
};
const DISCHARGED: ExpectedArrival = {
  ...ARRIVAL,
  containerId: 'c2',
  containerNumber: 'CSQU3054383',
  status: 'discharged',
  slipped: false,
  expectedOn: '2026-11-26',
  load: { _id: 'load-1', loadId: 'L-100777', status: 'pending' },
};

const render = async (language: 'en' | 'sp' | 'fr' = 'en') => {
  const view = await renderWithProviders(<ExpectedArrivals id="w1" />, { areas: { address: { en, sp, fr } }, language });
  await act(async () => {});
  return view;
};

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
});

describe('ExpectedArrivals', () => {
  it('lists the containers heading to the warehouse with the PO, status, ETA, the day expected and the drayage load', async () => {
    api.call.mockResolvedValue({ status: true, message: 'Expected arrivals fetched', data: { warehouseId: 'w1', arrivals: [ARRIVAL, DISCHARGED] } });
    await render();
    expect(api.call).toHaveBeenCalledWith(
      'warehouse-manager/expected-arrivals',
      { method: 'GET', url: 'warehouse-manager/expected-arrivals/w1' },
      expect.anything(),
    );
    const section = screen.getByRole('heading', { name: 'Expected arrivals' }).closest('section')!;
    expect(within(section).getByText('MSKU9070323 (40HC)')).toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: 'PO-100123' })[0]).toHaveAttribute('href', '/purchase-orders/edit/po1');
    expect(within(section).getByText('At sea')).toBeInTheDocument();
    expect(within(section).getByText('Discharged')).toBeInTheDocument();
    expect(within(section).getByText('ETA slipped')).toBeInTheDocument();
    expect(within(section).getByText('Not booked yet')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'L-100777' })).toHaveAttribute('href', '/loads/editload/load-1');
  });

  it('says when nothing is heading here, in the chosen language, and refreshes on demand', async () => {
    api.call.mockResolvedValue({ status: true, message: 'ok', data: { warehouseId: 'w1', arrivals: [] } });
    await render('fr');
    expect(screen.getByText("Aucun conteneur n'est en route vers cet entrepôt.")).toBeInTheDocument();
    api.call.mockResolvedValue({ status: true, message: 'ok', data: { warehouseId: 'w1', arrivals: [ARRIVAL] } });
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser les arrivées prévues' }));
    expect(await screen.findByText('En mer')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it('reads the list again once per burst of containers.updated, keeping the rows on screen', async () => {
    api.call.mockResolvedValue({ status: true, message: 'ok', data: { warehouseId: 'w1', arrivals: [ARRIVAL] } });
    await render();
    expect(screen.getByText('At sea')).toBeInTheDocument();
    jest.useFakeTimers();
    try {
      api.call.mockResolvedValue({ status: true, message: 'ok', data: { warehouseId: 'w1', arrivals: [{ ...ARRIVAL, status: 'discharged' }] } });
      expect(realtimeFake.count('containers.updated')).toBe(1);
      act(() => {
        for (let i = 0; i < 3; i += 1) realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds: ['po1'] });
      });
      expect(screen.getByText('At sea')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(LIVE_REFETCH_MS);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('Discharged')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the call fails, with a retry", async () => {
    // As the client rejects a 404: the server's body, its message the error's.
    api.call.mockRejectedValue(new ApiError('notFound', 404, { status: false, message: 'Almacén no encontrado' }, 'Almacén no encontrado'));
    await render('sp');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las llegadas previstas');
    expect(screen.getByRole('alert')).toHaveTextContent('Almacén no encontrado');
    api.call.mockResolvedValue({ status: true, message: 'ok', data: { warehouseId: 'w1', arrivals: [ARRIVAL] } });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('En el mar')).toBeInTheDocument();
  });
});

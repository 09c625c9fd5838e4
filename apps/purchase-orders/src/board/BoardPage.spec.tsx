import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpenBoardData } from '@freight/contracts';
import { mockedApi, realtimeFake, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { purchaseOrdersFeature } from '../feature';
import { BoardPage } from './BoardPage';

// The unit under test is /micro-view; the API and the real-time channel are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const api = mockedApi('purchaseManager');

const BOARD: OpenBoardData = {
  generatedAt: '2026-11-24T08:00:00.000Z',
  rows: [
    {
      _id: '3f1c2a9e-0000-4000-8000-000000000001',
      poNumber: 'PO-100007',
      status: 'in_transit',
      supplierName: 'Shenzhen Bright Lighting',
      destinationPort: 'Los Angeles',
      eta: '2026-11-28T12:00:00.000Z',
      containers: [
        {
          _id: 'c1',
          containerNumber: 'MSKU9070323',
          status: 'in_transit',
          eta: '2026-11-28T12:00:00.000Z',
          nextMilestone: { event: 'vessel_arrived', plannedAt: '2026-11-28T12:00:00.000Z' },
          slipped: true,
        },
        {
          _id: 'c2',
          containerNumber: 'CSQU3054383',
          status: 'loaded',
          eta: null,
          nextMilestone: { event: 'vessel_departed', plannedAt: null },
          slipped: false,
        },
      ],
    },
    {
      _id: '3f1c2a9e-0000-4000-8000-000000000002',
      poNumber: 'PO-100008',
      status: 'open',
      supplierName: 'Busan Parts',
      destinationPort: 'Oakland',
      eta: null,
      containers: [],
    },
  ],
};
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'fetched', data });

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  api.purchaseManager.openBoard.mockImplementation(() => ok(BOARD));
});

const renderBoard = (language?: 'en' | 'sp' | 'fr') =>
  renderWithProviders(<BoardPage />, {
    route: '/micro-view',
    path: '/micro-view',
    features: [purchaseOrdersFeature],
    areas: { 'purchase-orders': { en, sp, fr } },
    language,
  });

describe('/micro-view', () => {
  it("shows every open order with its containers' next milestone and ETA, slipped ETAs marked", async () => {
    await renderBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Container detail view' })).toBeInTheDocument();
    const orders = await screen.findByRole('list', { name: 'Open purchase orders' });
    const [first, second] = within(orders).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Open purchase order PO-100007' })).toHaveAttribute(
      'href',
      '/purchase-orders/edit/3f1c2a9e-0000-4000-8000-000000000001',
    );
    expect(within(first!).getByText('In transit')).toBeInTheDocument();
    const containers = within(first!).getByRole('list', { name: 'Containers of PO-100007' });
    const [slipped, loaded] = within(containers).getAllByRole('listitem');
    expect(within(slipped!).getByRole('link', { name: 'Track container MSKU9070323' })).toHaveAttribute('href', '/purchase-orders/track?container=MSKU9070323');
    expect(slipped).toHaveTextContent('At sea');
    expect(slipped).toHaveTextContent(/Next: Vessel arrived, Nov 28, 2026/);
    expect(within(slipped!).getByText('ETA slipped')).toBeInTheDocument();
    expect(loaded).toHaveTextContent('Next: Vessel departed');
    expect(loaded).toHaveTextContent('ETA not known yet');
    expect(within(loaded!).queryByText('ETA slipped')).not.toBeInTheDocument();
    expect(within(second!).getByText('No containers yet')).toBeInTheDocument();
    expect(screen.getByTestId('board-summary')).toHaveTextContent('2 open orders · 2 containers · 1 ETA slipped');
  });

  it('fetches again on containers.updated, and keeps the last board when a refresh fails', async () => {
    await renderBoard();
    await screen.findByRole('list', { name: 'Open purchase orders' });
    expect(api.purchaseManager.openBoard).toHaveBeenCalledTimes(1);
    api.purchaseManager.openBoard.mockImplementationOnce(() => Promise.reject(new Error('504')));
    expect(realtimeFake.count('containers.updated')).toBe(1);
    await act(async () => {
      realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds: ['p1'] });
    });
    expect(await screen.findByText('The board could not be refreshed: it shows the last data received.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(api.purchaseManager.openBoard).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('list', { name: 'Open purchase orders' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The board could not be refreshed: it shows the last data received.')).not.toBeInTheDocument());
    expect(api.purchaseManager.openBoard).toHaveBeenCalledTimes(3);
  });

  it('says when nothing is open, and offers Retry when the first fetch fails', async () => {
    api.purchaseManager.openBoard
      .mockImplementationOnce(() => Promise.reject(new Error('500')))
      .mockImplementation(() => ok({ rows: [], generatedAt: BOARD.generatedAt }));
    await renderBoard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The board could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open purchase orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all purchase orders' })).toHaveAttribute('href', '/purchase-orders');
  });

  it('toggles full screen (the whole window where the browser has no full screen; Esc leaves it)', async () => {
    await renderBoard();
    await screen.findByRole('list', { name: 'Open purchase orders' });
    const toggle = screen.getByRole('button', { name: 'Full screen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Leave full screen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Container detail view' })).toHaveClass('po-board-full');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Container detail view' })).not.toHaveClass('po-board-full');
  });

  it('speaks Spanish and French', async () => {
    const view = await renderBoard('sp');
    await screen.findByRole('list', { name: sp.board.orders });
    expect(screen.getAllByText(sp.board.slipped)).toHaveLength(1);
    expect(screen.getByText(sp.containerStatus.in_transit)).toBeInTheDocument();
    view.unmount();
    await renderBoard('fr');
    await screen.findByRole('list', { name: fr.board.orders });
    expect(screen.getByRole('button', { name: fr.board.fullScreen })).toBeInTheDocument();
  });
});

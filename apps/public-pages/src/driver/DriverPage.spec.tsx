import { act, screen } from '@testing-library/react';
import { combineReducers } from '@reduxjs/toolkit';
import type { DriverAssignment } from '@freight/contracts';
import { defineFeature } from '@freight/store';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { DriverPage } from './DriverPage';
import { saveQueue, type QueueEntry } from './queue';
import { driverSaga } from './sagas';
import { DRIVER_KEY, driverReducer } from './state';

// The unit under test is the page; the API is a fake, the chat a stub (its own tests cover it).
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('driverManager'));
jest.mock('@freight/chat', () => ({ DriverChat: () => null }));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
// jsdom draws nothing: the pad is a stub here (the e2e draws on the real one).
jest.mock('signature_pad', () =>
  jest.fn().mockImplementation(() => ({ addEventListener: jest.fn(), off: jest.fn(), clear: jest.fn(), isEmpty: () => true, toDataURL: () => '' })),
);
HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
const api = mockedApi('driverManager').driverManager;

const TOKEN = 'aaa.bbb.ccc';
const ASSIGNMENT: DriverAssignment = {
  loadId: 'L-100001',
  truckNumber: 'T-1',
  driverName: 'Dana',
  commodity: 'Paper products',
  weight: 20000,
  weightUnit: 'lbs',
  stops: [
    {
      type: 'pickup',
      name: 'Chicago dock',
      street1: '1 Industrial Way',
      city: 'Chicago',
      state: 'IL',
      postalCode: '60607',
      country: 'USA',
      lat: null,
      lng: null,
      windowStart: '2026-11-24T14:00:00.000Z',
      windowEnd: '2026-11-24T18:00:00.000Z',
      appointmentRef: null,
      contactName: 'Maria',
      contactPhone: '+1 312 555 0100',
    },
    {
      type: 'delivery',
      name: 'Dallas dock',
      street1: '2 Market St',
      city: 'Dallas',
      state: 'TX',
      postalCode: '75247',
      country: 'USA',
      lat: null,
      lng: null,
      windowStart: '2026-11-26T14:00:00.000Z',
      windowEnd: '2026-11-26T18:00:00.000Z',
      appointmentRef: 'A-7',
      contactName: null,
      contactPhone: null,
    },
  ],
  status: 'assigned',
  assignedAt: '2026-11-23T08:00:00.000Z',
  arrivedPickupAt: null,
  pickedUpAt: null,
  arrivedDeliveryAt: null,
  deliveredAt: null,
  proof: null,
  expiresAt: '2026-11-30T08:00:00.000Z',
};
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const feature = defineFeature({ key: 'publicPages', reducer: combineReducers({ [DRIVER_KEY]: driverReducer }) as never, saga: driverSaga });

async function renderAt(route: string, stage: 'pickup' | 'delivery', path: string) {
  const view = await renderWithProviders(<DriverPage stage={stage} />, { route, path, features: [feature], areas: { 'public-pages': { en, sp, fr } } });
  await act(view.waitForSagas);
  // The page's watchers (queue, connectivity, location) settle too.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe('the driver pages', () => {
  it('/orderPickup shows the load, its stops with a call button, and the first step', async () => {
    api.assignment!.mockImplementation(() => ok(ASSIGNMENT));
    const { user } = await renderAt(`/orderPickup?token=${TOKEN}`, 'pickup', '/orderPickup');
    expect(api.assignment).toHaveBeenCalledWith(TOKEN, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Pickup' })).toBeInTheDocument();
    expect(screen.getByText('L-100001')).toBeInTheDocument();
    expect(screen.getByText('Paper products, 20,000 lbs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Maria (+1 312 555 0100)' })).toHaveAttribute('href', 'tel:+13125550100');
    expect(screen.getByText('Appointment A-7')).toBeInTheDocument();
    expect(screen.getByTestId('driver-status')).toHaveTextContent('Assigned');

    api.updateStatus!.mockImplementation(() => ok({ ...ASSIGNMENT, status: 'at_pickup', arrivedPickupAt: '2026-11-24T14:05:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Arrived at pickup' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.updateStatus).toHaveBeenCalledWith(
      TOKEN,
      expect.objectContaining({ status: 'at_pickup' }),
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
    expect(screen.getByTestId('driver-status')).toHaveTextContent('At pickup');
    expect(screen.getByRole('button', { name: 'Loaded — start trip' })).toBeInTheDocument();
    expect(screen.getByTestId('driver-queue-entry')).toHaveTextContent('Sent');
  });

  it('/orderDelivery at the receiver: the proof form refuses an empty name and signature, with a typed fallback', async () => {
    api.assignment!.mockImplementation(() => ok({ ...ASSIGNMENT, status: 'at_delivery' }));
    const { user } = await renderAt(`/orderDelivery?token=${TOKEN}`, 'delivery', '/orderDelivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText("Enter the receiver's name")).toBeInTheDocument();
    expect(screen.getByText('Ask the receiver to sign')).toBeInTheDocument();
    expect(screen.getByLabelText("Cannot draw? Type the receiver's signature")).toBeInTheDocument();
    expect(api.deliver).not.toHaveBeenCalled();
  });

  it('on the road with location blocked: says how to allow it, and offers to try again', async () => {
    const watchPosition = jest.fn((_ok: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) => {
      // The browser answers later, as a real one does.
      setTimeout(() => fail({ code: 1, PERMISSION_DENIED: 1 }), 0);
      return 7;
    });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { watchPosition, clearWatch: jest.fn() } });
    api.assignment!.mockImplementation(() => ok({ ...ASSIGNMENT, status: 'in_transit', pickedUpAt: '2026-11-24T15:00:00.000Z' }));
    await renderAt(`/orderDelivery?token=${TOKEN}`, 'delivery', '/orderDelivery');
    expect(watchPosition).toHaveBeenCalled();
    expect(await screen.findByText(/allow it in your browser's site settings/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share my location' })).not.toBeInTheDocument();
  });

  it('delivered: the card agrees with the queue — a sent proof is never "waiting to be sent", a delivery dispatch recorded says so', async () => {
    const at = new Date().toISOString();
    const arrived: QueueEntry = { key: 'k-1', action: { kind: 'status', body: { status: 'at_delivery', at } }, state: 'sent' };
    const delivered = { ...ASSIGNMENT, status: 'delivered' as const, deliveredAt: at, proof: null };
    api.assignment!.mockImplementation(() => ok(delivered));

    // Dispatch marked it delivered: this phone sent no proof.
    saveQueue(TOKEN, [arrived]);
    const first = await renderAt(`/orderDelivery?token=${TOKEN}`, 'delivery', '/orderDelivery');
    expect(screen.getByRole('heading', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.getByText('Dispatch recorded the delivery without a proof of delivery.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
    first.unmount();

    // The proof went from this phone (the queue says Sent) and the assignment has not caught up: not 'waiting'.
    const proof: QueueEntry = {
      key: 'k-2',
      action: { kind: 'deliver', body: { receiverName: 'Rosa', signaturePng: 'data:image/png;base64,AA==', at } },
      state: 'sent',
    };
    saveQueue(TOKEN, [arrived, proof]);
    await renderAt(`/orderDelivery?token=${TOKEN}`, 'delivery', '/orderDelivery');
    expect(screen.getAllByTestId('driver-queue-entry').at(-1)).toHaveTextContent('Sent');
    expect(screen.getByText('Your proof of delivery was sent.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    await renderAt('/orderPickup?token=broken', 'pickup', '/orderPickup');
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(api.assignment).not.toHaveBeenCalled();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { combineReducers } from '@reduxjs/toolkit';
import { ApiError } from '@freight/api-client';
import { authSlice } from '@freight/auth';
import type { TrackDetail, TrackingShare } from '@freight/contracts';
import { defineFeature } from '@freight/store';
import { createTestStore, mockedApi, realtimeFake } from '@freight/testing';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { trackingSaga } from './sagas';
import { selectTrackingState, TRACKING_KEY, trackingActions, trackingReducer } from './state';
import { SharedTrackingPage, TrackingPage } from './TrackingPages';
import { relativeTime } from './TrackingView';

// The units under test are the tracking pages, their slice and saga; the API, the socket and the map are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('tracking'));
jest.mock('@freight/map', () => ({
  MapView: ({ label, points, routes }: { label: string; points: Array<{ id: string; lat: number; lng: number; label: string }>; routes: unknown[] }) => (
    <div role="region" aria-label={label} data-routes={routes.length}>
      {points.map((point) => (
        <span key={point.id} data-testid={`pin-${point.id}`} title={point.label} />
      ))}
    </div>
  ),
}));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
jest.mock('../driver/ProofOfDeliveryPanel', () => ({ ProofOfDeliveryPanel: ({ loadId }: { loadId: string }) => <p>proof of {loadId}</p> }));
const api = mockedApi('tracking').tracking;

const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const notFound = (message: string) => Promise.reject(new ApiError('notFound', 404, { status: false, message }, message));

const LOAD = '3f1c2a9e-0000-4000-8000-000000000001';
const CODE = 'c2hhcmUtY29kZS1leGFtcA';
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const DETAIL: TrackDetail = {
  view: 'full',
  _id: LOAD,
  loadId: 'L-100200',
  status: 'in_transit',
  shipperName: 'Demo Freight Co.',
  carrierName: 'Demo Freight Co.',
  party: 'shipper',
  stops: [
    {
      seq: 1,
      type: 'pickup',
      name: 'Dock A',
      street1: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      lat: 41.85,
      lng: -87.65,
      windowStart: '2026-11-23T14:00:00.000Z',
      windowEnd: '2026-11-23T16:00:00.000Z',
      arrivedAt: null,
      departedAt: null,
    },
    {
      seq: 2,
      type: 'delivery',
      name: 'Store B',
      street1: '2 Elm St',
      city: 'Indianapolis',
      state: 'IN',
      lat: 39.77,
      lng: -86.16,
      windowStart: '2026-11-24T14:00:00.000Z',
      windowEnd: '2026-11-24T18:00:00.000Z',
      arrivedAt: null,
      departedAt: null,
    },
  ],
  route: [
    [41.85, -87.65],
    [39.77, -86.16],
  ],
  distanceMiles: 184,
  milestones: [
    { key: 'assigned', at: '2026-11-23T10:00:00.000Z', done: true },
    { key: 'picked_up', at: '2026-11-23T15:00:00.000Z', done: true },
    { key: 'in_transit', at: '2026-11-23T15:00:00.000Z', done: true },
    { key: 'delivered', at: null, done: false },
  ],
  position: { lat: 40.812345, lng: -86.912345, at: at(2), speedMph: 58, heading: 120, locationName: 'Lafayette, IN' },
  track: [{ lat: 40.812345, lng: -86.912345, at: at(2), speedMph: 58, heading: 120 }],
  eta: {
    stopSeq: 2,
    stopType: 'delivery',
    distanceMiles: 75.2,
    speedMph: 58,
    speedSource: 'recent',
    arrivesAt: '2026-11-24T16:00:00.000Z',
    windowStart: '2026-11-24T14:00:00.000Z',
    windowEnd: '2026-11-24T18:00:00.000Z',
    late: false,
  },
  truck: { _id: 't1', truckNumber: 'T-101', driverName: 'Dana Driver', driverPhone: '+1 312 555 0100', plateNumber: 'ABC 123' },
  proofOfDelivery: null,
};
const SHARED: TrackDetail = {
  ...DETAIL,
  view: 'shared',
  _id: null,
  shipperName: null,
  carrierName: null,
  party: null,
  truck: null,
  stops: DETAIL.stops.map((stop) => ({ ...stop, name: null, street1: null })),
  position: { ...DETAIL.position!, lat: 40.81, lng: -86.91 },
  track: [{ ...DETAIL.track[0]!, lat: 40.81, lng: -86.91 }],
};
const SHARE: TrackingShare = {
  _id: 's1',
  loadId: LOAD,
  code: CODE,
  url: `http://localhost/tracking/share/${CODE}`,
  createdAt: at(1),
  createdByName: 'Sam Shipper',
  expiresAt: null,
  revokedAt: null,
  active: true,
};

const feature = defineFeature({ key: 'publicPages', reducer: combineReducers({ [TRACKING_KEY]: trackingReducer }) as never, saga: trackingSaga });
const areas = { 'public-pages': { en, sp, fr } };

async function renderTracking(signedIn: boolean, loadRef = LOAD) {
  const testStore = createTestStore({ slices: [authSlice], features: [feature] });
  if (signedIn)
    testStore.store.dispatch(
      authSlice.actions.loginSucceeded({ user: { _id: 'u1', email: 'shipper@demo.test' } as never, expiresAt: Date.now() + 3_600_000 } as never),
    );
  const view = await renderWithProviders(<TrackingPage />, { route: `/orders/tracking/${loadRef}`, path: '/orders/tracking/:loadId', testStore, areas });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
});

describe('/orders/tracking/:loadId', () => {
  it('asks a signed-out visitor to sign in, and calls nothing', async () => {
    await renderTracking(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipment tracking' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to track this shipment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.detail).not.toHaveBeenCalled();
  });

  it('shows the proof of delivery once the load is delivered', async () => {
    api.detail!.mockImplementation(() =>
      ok({ ...DETAIL, status: 'delivered', eta: null, proofOfDelivery: { receiverName: 'Rosa Receiver', signedAt: at(5), photoCount: 1 } }),
    );
    api.shares!.mockImplementation(() => ok({ items: [] }));
    await renderTracking(true);
    // The panel (its own titled card, mocked here) shows the proof.
    expect(screen.getByText('proof of ' + LOAD)).toBeInTheDocument();
    expect(screen.getByText('Delivered.')).toBeInTheDocument();
  });

  it('a delivered load says so instead of Live, and is no longer followed: no socket, no polling', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      api.detail!.mockImplementation(() =>
        ok({ ...DETAIL, status: 'delivered', eta: null, proofOfDelivery: { receiverName: 'Rosa Receiver', signedAt: at(5), photoCount: 1 } }),
      );
      api.shares!.mockImplementation(() => ok({ items: [] }));
      await renderTracking(true);
      expect(screen.getByRole('status')).toHaveTextContent('Delivered: live tracking has ended');
      expect(screen.getByRole('status')).not.toHaveTextContent('Live');
      expect(realtimeFake.count('truck.position')).toBe(0);
      expect(realtimeFake.count('load.milestone')).toBe(0);
      await act(async () => {
        jest.advanceTimersByTime(5 * 60_000);
      });
      expect(api.location).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the window beside the ETA after the stop it is for: the pickup window on the way to the pickup', async () => {
    const pickup = DETAIL.stops[0]!;
    api.detail!.mockImplementation(() =>
      ok({
        ...DETAIL,
        status: 'assigned',
        eta: { ...DETAIL.eta!, stopSeq: 1, stopType: 'pickup', windowStart: pickup.windowStart, windowEnd: pickup.windowEnd },
      }),
    );
    api.shares!.mockImplementation(() => ok({ items: [] }));
    await renderTracking(true);
    const eta = within(screen.getByRole('region', { name: 'Estimated arrival' }));
    expect(eta.getByText('At pickup')).toBeInTheDocument();
    expect(eta.getByText('Pickup window')).toBeInTheDocument();
    expect(eta.queryByText('Delivery window')).not.toBeInTheDocument();
  });

  it('tells a signed-in user who is not a party that tracking is not available', async () => {
    api.detail!.mockImplementation(() => notFound('Tracking not available'));
    await renderTracking(true);
    expect(screen.getByText('Tracking not available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the shipment' })).not.toBeInTheDocument();
  });

  it('shows a party the full view, follows the truck live, and makes, copies and revokes share links', async () => {
    api.detail!.mockImplementation(() => ok(DETAIL));
    api.shares!.mockImplementation(() => ok({ items: [] }));
    api.createShare!.mockImplementation(() => ok({ share: SHARE }));
    api.revokeShare!.mockImplementation(() => ok({ share: { ...SHARE, active: false, revokedAt: at(0) } }));
    const { user } = await renderTracking(true);
    expect(api.detail).toHaveBeenCalledWith(LOAD, { quietErrors: true, silent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Tracking L-100200' })).toBeInTheDocument();
    expect(screen.getByTestId('truck-position')).toHaveTextContent('Last position: 40.8123, -86.9123 · near Lafayette, IN updated 2 minutes ago');
    expect(screen.getByTestId('milestone-picked_up')).toHaveClass('done');
    expect(screen.getByTestId('milestone-delivered')).toHaveClass('pending');
    expect(screen.getByText('Dana Driver', { exact: false })).toBeInTheDocument();
    // The driver's phone is a tap-to-call link.
    expect(screen.getByRole('link', { name: '+1 312 555 0100' })).toHaveAttribute('href', 'tel:+13125550100');
    // In transit without a proof yet: no proof panel.
    expect(screen.queryByText('proof of ' + LOAD)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(realtimeFake.subscriptions().map((subscription) => subscription.connection)).toContainEqual({ loadId: LOAD });
    expect(realtimeFake.count('truck.position')).toBe(1);

    // A position arrives on the socket: the marker and the line move.
    act(
      () =>
        void realtimeFake.emit('truck.position', {
          truckerId: 't1',
          loadId: LOAD,
          lat: 40.5,
          lng: -86.7,
          speedMph: 60,
          heading: 120,
          at: at(0),
          locationName: 'Kokomo, IN',
        }),
    );
    expect(screen.getByTestId('truck-position')).toHaveTextContent('Last position: 40.5000, -86.7000 · near Kokomo, IN updated now');
    expect(screen.getByTestId('pin-truck')).toHaveAttribute('title', 'Truck at 40.5000, -86.7000');
    // Another load's truck does not move this one.
    act(
      () =>
        void realtimeFake.emit('truck.position', {
          truckerId: 't9',
          loadId: 'other',
          lat: 10,
          lng: 10,
          speedMph: 1,
          heading: 1,
          at: at(0),
          locationName: null,
        }),
    );
    expect(screen.getByTestId('truck-position')).toHaveTextContent('40.5000, -86.7000');

    const panel = within(screen.getByRole('region', { name: 'Share tracking' }));
    expect(panel.getByText('No tracking link yet.')).toBeInTheDocument();
    await user.selectOptions(panel.getByLabelText('Link valid'), '7 days');
    await user.click(panel.getByRole('button', { name: 'Create a tracking link' }));
    await act(async () => undefined);
    expect(api.createShare).toHaveBeenCalledWith(
      LOAD,
      { expiresInHours: 168 },
      expect.objectContaining({ quietErrors: true, idempotencyKey: expect.any(String) }),
    );
    expect(panel.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(SHARE.url);
    await user.click(panel.getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await act(async () => undefined);
    expect(api.revokeShare).toHaveBeenCalledWith('s1', { quietErrors: true });
    expect(panel.getByText(/Revoked/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it("opens by the load's number too, then follows, polls and shares by the uuid the answer gives", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      realtimeFake.setStatus('closed');
      api.detail!.mockImplementation(() => ok(DETAIL));
      api.shares!.mockImplementation(() => ok({ items: [] }));
      api.location!.mockImplementation(() =>
        ok({ status: 'in_transit', position: DETAIL.position, points: [], eta: DETAIL.eta, milestones: DETAIL.milestones }),
      );
      await renderTracking(true, 'L-100200');
      expect(api.detail).toHaveBeenCalledWith('L-100200', { quietErrors: true, silent: true });
      expect(screen.getByRole('heading', { level: 1, name: 'Tracking L-100200' })).toBeInTheDocument();
      expect(api.shares).toHaveBeenCalledWith(LOAD, { quietErrors: true, silent: true });
      expect(realtimeFake.subscriptions().map((subscription) => subscription.connection)).toContainEqual({ loadId: LOAD });
      await act(async () => {
        jest.advanceTimersByTime(15_000);
      });
      expect(api.location).toHaveBeenCalledWith(LOAD, expect.any(String), { quietErrors: true, silent: true });
      expect(api.detail).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('calls nothing for a reference that is neither a uuid nor a load number', async () => {
    await renderTracking(true, '100200');
    expect(screen.getByText('Tracking not available')).toBeInTheDocument();
    expect(api.detail).not.toHaveBeenCalled();
  });

  it('a live position brings the ETA and the remaining distance again, at once and then at most every ETA_REFRESH_MS', async () => {
    api.detail!.mockImplementation(() => ok(DETAIL));
    api.shares!.mockImplementation(() => ok({ items: [] }));
    const nearer = { ...DETAIL.eta!, distanceMiles: 40.1, arrivesAt: '2026-11-24T15:00:00.000Z' };
    api.location!.mockImplementation(() => ok({ status: 'in_transit', position: null, points: [], eta: nearer, milestones: DETAIL.milestones }));
    await renderTracking(true);
    const eta = () => screen.getByRole('region', { name: 'Estimated arrival' });
    expect(eta()).toHaveTextContent('75.2 mi');
    expect(api.location).not.toHaveBeenCalled();

    expect(realtimeFake.count('truck.position')).toBe(1);
    act(
      () =>
        void realtimeFake.emit('truck.position', {
          truckerId: 't1',
          loadId: LOAD,
          lat: 40.2,
          lng: -86.4,
          speedMph: 60,
          heading: 120,
          at: at(0),
          locationName: 'Kokomo, IN',
        }),
    );
    await waitFor(() => expect(eta()).toHaveTextContent('40.1 mi'));
    expect(api.location).toHaveBeenCalledTimes(1);
    expect(api.location).toHaveBeenCalledWith(LOAD, expect.any(String), { quietErrors: true, silent: true });
    // The next positions within the window do not each call the server.
    act(
      () =>
        void realtimeFake.emit('truck.position', {
          truckerId: 't1',
          loadId: LOAD,
          lat: 40.1,
          lng: -86.3,
          speedMph: 60,
          heading: 120,
          at: at(0),
          locationName: null,
        }),
    );
    await act(async () => undefined);
    expect(api.location).toHaveBeenCalledTimes(1);
  });
});

describe('/tracking/share/:code', () => {
  async function renderShared(code = CODE, language: 'en' | 'sp' | 'fr' = 'en') {
    const view = await renderWithProviders(<SharedTrackingPage />, {
      route: `/tracking/share/${code}`,
      path: '/tracking/share/:loadIdEncode',
      features: [feature],
      areas,
      language,
    });
    await act(view.waitForSagas);
    return view;
  }

  it('shows the rounded position, milestones and ETA without the truck, through the share socket', async () => {
    api.sharedDetail!.mockImplementation(() => ok(SHARED));
    await renderShared();
    expect(api.sharedDetail).toHaveBeenCalledWith(CODE, { quietErrors: true, silent: true });
    expect(screen.getByTestId('truck-position')).toHaveTextContent('Last position: 40.81, -86.91');
    expect(screen.queryByText('Dana Driver', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share tracking' })).not.toBeInTheDocument();
    expect(screen.getByTestId('eta')).toBeInTheDocument();
    expect(realtimeFake.subscriptions().map((subscription) => subscription.connection)).toContainEqual({ share: CODE });
  });

  it('polls tracking-location while the socket is closed, and says when the link was revoked meanwhile', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      realtimeFake.setStatus('closed');
      api.sharedDetail!.mockImplementation(() => ok(SHARED));
      api.sharedLocation!.mockImplementation(() =>
        ok({
          status: 'in_transit',
          position: { ...SHARED.position!, lat: 40.7, lng: -86.8, at: at(0) },
          points: [],
          eta: SHARED.eta,
          milestones: SHARED.milestones,
        }),
      );
      await renderShared();
      await act(async () => {
        jest.advanceTimersByTime(15_000);
      });
      await waitFor(() => expect(screen.getByTestId('truck-position')).toHaveTextContent('40.70, -86.80'));
      expect(api.sharedLocation).toHaveBeenCalledWith(CODE, SHARED.track[0]!.at, { quietErrors: true, silent: true });
      api.sharedLocation!.mockImplementation(() => notFound('This tracking link is no longer valid'));
      await act(async () => {
        jest.advanceTimersByTime(15_000);
      });
      await waitFor(() => expect(screen.getByText('This tracking link is no longer valid')).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the pickup window as such on the way to the pickup, in French too', async () => {
    const pickup = SHARED.stops[0]!;
    api.sharedDetail!.mockImplementation(() =>
      ok({
        ...SHARED,
        status: 'assigned',
        eta: { ...SHARED.eta!, stopSeq: 1, stopType: 'pickup', windowStart: pickup.windowStart, windowEnd: pickup.windowEnd },
      }),
    );
    await renderShared(CODE, 'fr');
    const eta = within(screen.getByRole('region', { name: 'Arrivée estimée' }));
    expect(eta.getByText("Créneau d'enlèvement")).toBeInTheDocument();
    expect(eta.queryByText('Créneau de livraison')).not.toBeInTheDocument();
  });

  it('says a revoked or expired link is no longer valid, in Spanish too', async () => {
    api.sharedDetail!.mockImplementation(() => notFound('This tracking link is no longer valid'));
    await renderShared(CODE, 'sp');
    expect(screen.getByText('Este enlace de seguimiento ya no es válido')).toBeInTheDocument();
  });

  it('does not call the API for a malformed code', async () => {
    await renderShared('not-a-code');
    expect(screen.getByText('This tracking link is no longer valid')).toBeInTheDocument();
    expect(api.sharedDetail).not.toHaveBeenCalled();
  });
});

describe('tracking state', () => {
  it('keeps the newest position and ignores an older one', () => {
    let state = trackingReducer(undefined, trackingActions.opened({ kind: 'load', id: LOAD }));
    state = trackingReducer(state, trackingActions.loaded(DETAIL));
    state = trackingReducer(
      state,
      trackingActions.positionReceived({
        truckerId: 't1',
        loadId: LOAD,
        lat: 1,
        lng: 2,
        speedMph: null,
        heading: null,
        at: '2000-01-01T00:00:00.000Z',
        locationName: null,
      }),
    );
    expect(state.detail!.position!.lat).toBe(40.812345);
    expect(selectTrackingState({ publicPages: { [TRACKING_KEY]: state } } as never).detail!.track).toHaveLength(1);
  });

  it('writes "2 minutes ago" in the reader\'s language', () => {
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    expect(relativeTime('2026-11-23T11:58:00.000Z', now, 'en')).toBe('2 minutes ago');
    expect(relativeTime('2026-11-23T11:58:00.000Z', now, 'fr')).toBe('il y a 2 minutes');
    expect(relativeTime('2026-11-23T11:59:50.000Z', now, 'sp')).toBe('ahora');
  });
});

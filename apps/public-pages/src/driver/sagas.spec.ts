import { combineReducers } from '@reduxjs/toolkit';
import { ApiError } from '@freight/api-client';
import type { DriverAssignment } from '@freight/contracts';
import { defineFeature } from '@freight/store';
import { createTestStore } from '@freight/testing';
import { loadQueue } from './queue';
import { driverPageOpened, driverSaga } from './sagas';
import { DRIVER_KEY, driverActions, driverReducer, selectDriverState } from './state';

// The unit under test is the page's saga; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('driverManager', 'driverChat', 'platform'));
jest.mock('@freight/auth', () => ({ enablePush: jest.fn() }));
const mocks = jest.requireMock('@freight/api-client') as {
  driverManager: Record<string, jest.Mock>;
  driverChat: Record<string, jest.Mock>;
  platform: Record<string, jest.Mock>;
};
const api = mocks.driverManager;
const { enablePush } = jest.requireMock('@freight/auth') as { enablePush: jest.Mock };

const TOKEN = 'aaa.bbb.ccc';
const ASSIGNMENT: DriverAssignment = {
  loadId: 'L-100001',
  truckNumber: 'T-1',
  driverName: 'Dana',
  commodity: 'Paper',
  weight: 20000,
  weightUnit: 'lbs',
  stops: [],
  status: 'assigned',
  assignedAt: '2026-11-23T08:00:00.000Z',
  arrivedPickupAt: null,
  pickedUpAt: null,
  arrivedDeliveryAt: null,
  deliveredAt: null,
  proof: null,
  expiresAt: '2026-11-30T08:00:00.000Z',
};
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'ok', data });

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function setup() {
  const feature = defineFeature({ key: 'publicPages', reducer: combineReducers({ [DRIVER_KEY]: driverReducer }) as never, saga: driverSaga });
  const { store, dispatchAndWait } = createTestStore({ features: [feature] });
  return { store, dispatchAndWait, state: () => selectDriverState(store.getState()) };
}

/** Until `check` holds (the watchers' work is not a task the test store waits for). */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  online = true;
  api.assignment!.mockImplementation(() => ok(ASSIGNMENT));
});

describe('driver page saga', () => {
  it('opens the link: the assignment, or "invalid" on a 401', async () => {
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(driverPageOpened({ token: TOKEN }));
    expect(api.assignment).toHaveBeenCalledWith(TOKEN, expect.objectContaining({ quietErrors: true }));
    expect(state()).toMatchObject({ access: 'open', assignment: ASSIGNMENT, token: TOKEN });

    api.assignment!.mockImplementation(() => Promise.reject(new ApiError('denied', 401, undefined, 'This driver link has expired or is no longer valid')));
    await dispatchAndWait(driverPageOpened({ token: 'x.y.z' }));
    expect(state().access).toBe('invalid');
  });

  it('queues a step made offline with its key, then sends it once when the browser is online again', async () => {
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(driverPageOpened({ token: TOKEN }));
    online = false;
    window.dispatchEvent(new Event('offline'));
    await until(() => state().online === false);

    await dispatchAndWait(driverActions.stepRequested({ status: 'at_pickup' }));
    await until(() => state().queue.length === 1);
    expect(state().queue[0]).toMatchObject({ state: 'waiting', action: { kind: 'status', body: { status: 'at_pickup' } } });
    expect(api.updateStatus).not.toHaveBeenCalled();
    // Kept on the phone: a reload would find it.
    expect(loadQueue(TOKEN)).toEqual(state().queue);

    const key = state().queue[0]!.key;
    api.updateStatus!.mockImplementation(() => ok({ ...ASSIGNMENT, status: 'at_pickup' }));
    api.assignment!.mockImplementation(() => ok({ ...ASSIGNMENT, status: 'at_pickup' }));
    online = true;
    window.dispatchEvent(new Event('online'));
    await until(() => state().queue[0]?.state === 'sent' && state().assignment?.status === 'at_pickup');
    expect(api.updateStatus).toHaveBeenCalledTimes(1);
    expect(api.updateStatus).toHaveBeenCalledWith(TOKEN, expect.objectContaining({ status: 'at_pickup' }), expect.objectContaining({ idempotencyKey: key }));
    expect(loadQueue(TOKEN)[0]!.state).toBe('sent');
    // The assignment is read again only after the send (never older than it).
    expect(api.assignment!.mock.invocationCallOrder.at(-1)!).toBeGreaterThan(api.updateStatus!.mock.invocationCallOrder[0]!);
  });

  it('sends what waited from a previous visit when the page opens, and shows a refusal with its reason', async () => {
    localStorage.setItem(
      `freight.driver.queue.${(() => {
        let hash = 2166136261;
        for (let i = 0; i < TOKEN.length; i += 1) hash = Math.imul(hash ^ TOKEN.charCodeAt(i), 16777619);
        return (hash >>> 0).toString(36);
      })()}`,
      JSON.stringify([{ key: 'k-old', state: 'sending', action: { kind: 'status', body: { status: 'in_transit', at: new Date().toISOString() } } }]),
    );
    api.updateStatus!.mockImplementation(() => Promise.reject(new ApiError('server', 409, undefined, 'Confirm the previous step first')));
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(driverPageOpened({ token: TOKEN }));
    await until(() => state().queue[0]?.state === 'refused');
    expect(state().queue[0]).toMatchObject({ key: 'k-old', error: 'Confirm the previous step first' });
    expect(api.updateStatus).toHaveBeenCalledWith(TOKEN, expect.anything(), expect.objectContaining({ idempotencyKey: 'k-old' }));
  });

  it('turns on web push for the driver: the permission, the VAPID key, then driver-chat/push-subscribe with the token', async () => {
    const subscription = { endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
    mocks.platform.appConfig!.mockImplementation(() => ok({ vapidPublicKey: 'KEY' }));
    enablePush.mockResolvedValue({ subscription });
    mocks.driverChat.pushSubscribe!.mockImplementation(() => ok({ subscribed: true }));
    const { dispatchAndWait, state } = setup();
    await dispatchAndWait(driverPageOpened({ token: TOKEN }));
    await dispatchAndWait(driverActions.pushEnableRequested());
    expect(enablePush).toHaveBeenCalledWith('KEY');
    expect(mocks.driverChat.pushSubscribe).toHaveBeenCalledWith(TOKEN, { subscription }, expect.anything());
    expect(state().push).toBe('enabled');

    enablePush.mockResolvedValue({ refused: 'denied' });
    await dispatchAndWait(driverActions.pushEnableRequested());
    expect(state().push).toBe('denied');
  });

  it('keeps a step confirmed while the previous one is still being sent, and sends it next', async () => {
    const { dispatchAndWait, store, state } = setup();
    await dispatchAndWait(driverPageOpened({ token: TOKEN }));
    let release: (value: unknown) => void = () => undefined;
    api.updateStatus!.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    store.dispatch(driverActions.stepRequested({ status: 'at_pickup' }));
    await until(() => state().queue[0]?.state === 'sending');
    store.dispatch(driverActions.stepRequested({ status: 'in_transit' }));
    await until(() => state().queue.length === 2);
    api.updateStatus!.mockImplementation(() => ok({ ...ASSIGNMENT, status: 'in_transit' }));
    release({ status: true, message: 'ok', data: { ...ASSIGNMENT, status: 'at_pickup' } });
    await until(() => state().queue.every((entry) => entry.state === 'sent'));
    expect(state().queue.map((entry) => entry.action.body)).toEqual([
      expect.objectContaining({ status: 'at_pickup' }),
      expect.objectContaining({ status: 'in_transit' }),
    ]);
    expect(api.updateStatus).toHaveBeenCalledTimes(2);
    expect(loadQueue(TOKEN)).toHaveLength(2);
  });
});

import { createAppStore } from '@freight/store';
import { accessFailed, accessLoaded, authSlice, initialAuthState } from '@freight/auth';
import type { UserAccess } from '@freight/contracts';
import { setRealtimeEnvironment, type WebSocketLike } from '@freight/realtime';
import { notificationsSaga, notificationsSlice } from './state';

/** The page's real-time socket, played by the test: it accepts, then delivers what the server would. */
class FakeSocket implements WebSocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  deliver(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

beforeEach(() => {
  FakeSocket.made = [];
  setRealtimeEnvironment({
    WebSocket: FakeSocket,
    origin: () => 'ws://freight.test',
    random: () => 0.5,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  });
});
afterEach(() => setRealtimeEnvironment(null));

jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  userManager: { ...jest.requireActual('@freight/api-client').userManager, readNotification: jest.fn() },
}));
const api = jest.requireMock('@freight/api-client') as { userManager: { readNotification: jest.Mock } };

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Demo' }, firstname: 'A', lastname: 'B', email: 'a@b.test' };
const access = (canAccessPortal: boolean): UserAccess => ({
  canAccessPortal,
  onboarding: { stage: canAccessPortal ? 'completed' : 'payment', nextAction: canAccessPortal ? null : 'checkout' },
  companyId: 'c1',
  country: 'USA',
  companyType: 'shipper',
});

function signedInStore() {
  return createAppStore({
    slices: [authSlice, notificationsSlice],
    sagas: [notificationsSaga],
    preloadedState: { auth: { ...initialAuthState({ user: USER, expiresAt: Date.now() + 3_600_000 }), access: { status: 'loading' } } },
  });
}

beforeEach(() => {
  api.userManager.readNotification.mockReset();
  api.userManager.readNotification.mockResolvedValue({ status: true, data: { list: [], unread: 0 } });
});

describe('notifications follow the portal access', () => {
  it('waits for the access details, then reads the notifications of an account with portal access', async () => {
    const store = signedInStore();
    expect(api.userManager.readNotification).not.toHaveBeenCalled();
    store.dispatch(accessLoaded(access(true)));
    await new Promise<void>((resolve) => {
      const check = () => store.getState().notifications.list !== undefined && resolve();
      store.subscribe(check);
      check();
    });
    expect(api.userManager.readNotification).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for an account without portal access (the API would answer 403)', async () => {
    const store = signedInStore();
    store.dispatch(accessLoaded(access(false)));
    // Asked explicitly too (the menu's "mark all read"): still nothing.
    store.dispatch({ type: 'notifications/requested', payload: {} });
    expect(api.userManager.readNotification).not.toHaveBeenCalled();
    expect(store.getState().notifications.list).toBeUndefined();
  });

  it('still reads them when the access details could not be fetched (the API decides)', async () => {
    const store = signedInStore();
    store.dispatch(accessFailed());
    await new Promise<void>((resolve) => {
      const check = () => store.getState().notifications.list !== undefined && resolve();
      store.subscribe(check);
      check();
    });
    expect(api.userManager.readNotification).toHaveBeenCalledTimes(1);
  });
});

describe('notifications arrive live', () => {
  it('reads the list again when the real-time channel announces a notification', async () => {
    const store = signedInStore();
    store.dispatch(accessLoaded(access(true)));
    // The saga calls the API asynchronously: wait until the n-th call was made (the test's timeout bounds it).
    const calls = (n: number) =>
      new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (api.userManager.readNotification.mock.calls.length >= n) {
            clearInterval(timer);
            resolve();
          }
        }, 5);
      });
    await calls(1);
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toContain('/v1/api/realtime');
    socket.readyState = 1;
    socket.onopen?.({});
    socket.deliver({ type: 'hello', lastId: 0 });
    socket.deliver({ id: 1, type: 'notification', at: '2026-11-23T10:00:00.000Z', payload: {} });
    await calls(2);
    expect(api.userManager.readNotification).toHaveBeenCalledTimes(2);
  });
});

import { PERIODIC_SYNC_MIN_INTERVAL_MS, PERIODIC_SYNC_TAG, PUSH_WORKER_URL, registerPushWorker } from './device-push';

// jsdom has no service workers: the browser's side is given per test, as each kind of browser answers.
function browserWith(register: () => Promise<unknown>, periodicSyncPermission: PermissionState = 'granted') {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: jest.fn(register) } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: jest.fn(async () => ({ state: periodicSyncPermission })) } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  return navigator.serviceWorker.register as jest.Mock;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [navigator, 'permissions'],
    [window, 'PushManager'],
  ] as const) {
    delete (target as unknown as Record<string, unknown>)[name];
  }
});

describe("the push worker's registration", () => {
  it('stays silent when the browser answers without a registration (workers kept out)', async () => {
    const register = browserWith(async () => undefined);
    await expect(registerPushWorker()).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledWith(PUSH_WORKER_URL);
    expect(warn).not.toHaveBeenCalled();
  });

  it('registers the periodic sync where the browser has it and allows it', async () => {
    const periodicSync = { register: jest.fn(async () => undefined) };
    const registration = { periodicSync };
    browserWith(async () => registration);
    await expect(registerPushWorker()).resolves.toBe(registration);
    expect(periodicSync.register).toHaveBeenCalledWith(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a registration without periodic sync, and says when registering failed', async () => {
    const registration = {};
    browserWith(async () => registration);
    await expect(registerPushWorker()).resolves.toBe(registration);
    browserWith(() => Promise.reject(new Error('SecurityError')));
    await expect(registerPushWorker()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('The push worker could not be registered', expect.any(Error));
  });
});

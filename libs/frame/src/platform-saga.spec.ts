import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { loadAppConfig, platformSaga } from './platform-saga';
import { mockedApi } from '@freight/testing';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('platform'));
const api = mockedApi('platform');

function run(saga: () => Generator) {
  const dispatched: Action[] = [];
  const task = runSaga({ dispatch: (action: Action) => dispatched.push(action), getState: () => ({}) }, saga);
  return { dispatched, task };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the position', () => {
  it('is neither asked for nor checked when the app starts (only a feature that needs it asks)', async () => {
    jest.useFakeTimers();
    const getCurrentPosition = jest.fn();
    const query = jest.fn().mockResolvedValue({ state: 'denied' });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition, watchPosition: jest.fn() }, configurable: true });
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    api.platform.appConfig.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { company: { name: 'FreightHub' }, demo: { enabled: false, allowedAccounts: [] } },
    });
    const { dispatched, task } = run(platformSaga);
    await jest.advanceTimersByTimeAsync(60_000);
    task.cancel();
    expect(query).not.toHaveBeenCalled();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(dispatched.map((action) => action.type)).toEqual(['platform/appConfigLoaded']);
  });
});

describe('the app configuration', () => {
  it('is fetched silently and kept', async () => {
    const config = { company: { name: 'FreightHub' }, demo: { enabled: false, allowedAccounts: [] } };
    api.platform.appConfig.mockResolvedValue({ status: true, message: 'ok', data: config });
    const { dispatched, task } = run(loadAppConfig);
    await task.toPromise();
    expect(api.platform.appConfig).toHaveBeenCalledWith({ silent: true, quietErrors: true });
    expect(dispatched).toEqual([{ type: 'platform/appConfigLoaded', payload: config }]);
  });

  it('a failure is only noted', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.platform.appConfig.mockRejectedValue(new Error('offline'));
    const { dispatched, task } = run(loadAppConfig);
    await task.toPromise();
    expect(dispatched).toEqual([{ type: 'platform/appConfigFailed' }]);
  });
});

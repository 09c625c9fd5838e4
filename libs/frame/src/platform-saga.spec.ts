import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { checkGeolocation, geolocation, GEOLOCATION_CHECK_DELAY_MS, loadAppConfig } from './platform-saga';
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

describe('the geolocation check (spec section 2: five seconds after start)', () => {
  it("shows 'Geolocation Permission denied' when the permission is denied, not before 5 s", async () => {
    jest.useFakeTimers();
    jest.spyOn(geolocation, 'permission').mockResolvedValue('denied');
    const { dispatched, task } = run(checkGeolocation);
    await jest.advanceTimersByTimeAsync(GEOLOCATION_CHECK_DELAY_MS - 1);
    expect(geolocation.permission).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await task.toPromise();
    expect(dispatched).toEqual([{ type: 'toasts/showToast', payload: expect.objectContaining({ kind: 'info', messageKey: 'errors.geolocationDenied' }) }]);
  });

  it('requests the position when the permission is still to be asked', async () => {
    jest.useFakeTimers();
    jest.spyOn(geolocation, 'permission').mockResolvedValue('prompt');
    const position = jest.spyOn(geolocation, 'position').mockResolvedValue({ lat: 45.5, lng: -73.6 });
    const { dispatched, task } = run(checkGeolocation);
    await jest.advanceTimersByTimeAsync(GEOLOCATION_CHECK_DELAY_MS);
    await task.toPromise();
    expect(position).toHaveBeenCalledTimes(1);
    expect(dispatched).toEqual([{ type: 'platform/positionFound', payload: { lat: 45.5, lng: -73.6 } }]);
  });

  it('does nothing when the permission is already granted', async () => {
    jest.useFakeTimers();
    jest.spyOn(geolocation, 'permission').mockResolvedValue('granted');
    const position = jest.spyOn(geolocation, 'position');
    const { dispatched, task } = run(checkGeolocation);
    await jest.advanceTimersByTimeAsync(GEOLOCATION_CHECK_DELAY_MS);
    await task.toPromise();
    expect(position).not.toHaveBeenCalled();
    expect(dispatched).toEqual([]);
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

import { ApiError, chatManager, purchaseManager, schedule } from '@freight/api-client';
import { mockedApi } from './index';

// The one line a spec writes: the groups its unit calls, each call a jest.fn().
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('schedule', 'chatManager'));

describe('mockApiGroups / mockedApi', () => {
  it('replaces every call of the named groups with a jest.fn, the very functions the code under test imports', () => {
    const real = jest.requireActual<typeof import('@freight/api-client')>('@freight/api-client');
    expect(Object.keys(schedule).sort()).toEqual(Object.keys(real.schedule).sort());
    expect(Object.keys(chatManager).length).toBeGreaterThan(0);
    for (const call of [...Object.values(schedule), ...Object.values(chatManager)]) expect(jest.isMockFunction(call)).toBe(true);

    const api = mockedApi('schedule', 'chatManager');
    expect(api.schedule.events).toBe(schedule.events);
    api.schedule.events.mockResolvedValue({ status: true, message: 'ok', data: { events: [] } });
    return expect(schedule.events({ from: '2026-11-01', to: '2026-11-30' })).resolves.toMatchObject({ data: { events: [] } });
  });

  it('keeps the rest of the client real', () => {
    expect(new ApiError('input', 400, { status: false, message: 'Bad' }, 'Bad')).toBeInstanceOf(Error);
    expect(jest.isMockFunction(purchaseManager.search)).toBe(false);
  });

  it('refuses a group the factory did not mock, naming it', () => {
    expect(() => mockedApi('purchaseManager')).toThrow("@freight/api-client's purchaseManager is not mocked");
  });
});

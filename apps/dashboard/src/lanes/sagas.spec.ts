import { ApiError } from '@freight/api-client';
import { createTestStore, mockedApi } from '@freight/testing';
import { LANE, LANE_ID } from './fixtures';
import { laneActions, selectLaneState } from './state';
import { lanesDriversCalendarFeature } from './test-support';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager'));
const api = mockedApi('dashboardManager');
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'Dashboard fetched', data });

beforeEach(() => jest.clearAllMocks());

describe("the lane history's saga", () => {
  it('asks for the lane and its months, quietly (the page shows what went wrong)', async () => {
    api.dashboardManager.laneHistory.mockImplementation(() => ok(LANE));
    const test = createTestStore({ features: [lanesDriversCalendarFeature] });
    await test.dispatchAndWait(laneActions.requested({ id: LANE_ID, months: 6 }));
    expect(api.dashboardManager.laneHistory).toHaveBeenCalledWith(LANE_ID, { months: 6 }, { silent: true, quietErrors: true });
    expect(selectLaneState(test.store.getState())).toMatchObject({ status: 'loaded', data: LANE, query: { id: LANE_ID, months: 6 } });
  });

  it('a 404 or 400 is "not found"; an id that is no uuid is "not found" without a call', async () => {
    api.dashboardManager.laneHistory.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Lane not found' }, 'Lane not found')),
    );
    const test = createTestStore({ features: [lanesDriversCalendarFeature] });
    await test.dispatchAndWait(laneActions.requested({ id: LANE_ID, months: 12 }));
    expect(selectLaneState(test.store.getState()).status).toBe('notFound');
    api.dashboardManager.laneHistory.mockClear();
    await test.dispatchAndWait(laneActions.requested({ id: 'L-1', months: 12 }));
    expect(selectLaneState(test.store.getState())).toMatchObject({ status: 'notFound', query: { id: 'L-1' } });
    expect(api.dashboardManager.laneHistory).not.toHaveBeenCalled();
  });

  it("any other failure keeps the server's words for the page", async () => {
    api.dashboardManager.laneHistory.mockImplementation(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Internal server error' }, 'Internal server error')),
    );
    const test = createTestStore({ features: [lanesDriversCalendarFeature] });
    await test.dispatchAndWait(laneActions.requested({ id: LANE_ID, months: 12 }));
    expect(selectLaneState(test.store.getState())).toMatchObject({ status: 'failed', errorText: 'Internal server error' });
  });
});

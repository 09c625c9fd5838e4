import { createTestStore, mockedApi } from '@freight/testing';
import { lanesDriversCalendarFeature } from '../lanes/test-support';
import { dashboardCalendarActions, dashboardCalendarReducer, selectDashboardCalendar } from './state';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('dashboardManager'));
const api = mockedApi('dashboardManager');

const range = { from: '2026-11-23', to: '2026-11-29', side: 'carrier' as const };

beforeEach(() => jest.clearAllMocks());

describe("the dashboard calendar's slice and saga", () => {
  it('asks for the days and the side, and keeps the answer', async () => {
    api.dashboardManager.calendarEvents.mockImplementation(() =>
      Promise.resolve({ status: true, message: 'ok', data: { from: range.from, to: range.to, events: [], truncated: true } }),
    );
    const test = createTestStore({ features: [lanesDriversCalendarFeature] });
    await test.dispatchAndWait(dashboardCalendarActions.requested(range));
    expect(api.dashboardManager.calendarEvents).toHaveBeenCalledWith(range, { silent: true });
    expect(selectDashboardCalendar(test.store.getState())).toMatchObject({ status: 'loaded', truncated: true, range });
  });

  it('a failure is a state of the page (Retry)', async () => {
    api.dashboardManager.calendarEvents.mockImplementation(() => Promise.reject(new Error('offline')));
    const test = createTestStore({ features: [lanesDriversCalendarFeature] });
    await test.dispatchAndWait(dashboardCalendarActions.requested(range));
    expect(selectDashboardCalendar(test.store.getState()).status).toBe('failed');
  });

  it("drops the answer of days or a side no longer on screen, and another side's events at once", () => {
    let state = dashboardCalendarReducer(undefined, dashboardCalendarActions.loading(range));
    state = dashboardCalendarReducer(
      state,
      dashboardCalendarActions.loaded({ range, data: { from: range.from, to: range.to, events: [{ key: 'k' } as never], truncated: false } }),
    );
    state = dashboardCalendarReducer(state, dashboardCalendarActions.loading({ ...range, side: 'shipper' }));
    expect(state.events).toEqual([]);
    state = dashboardCalendarReducer(
      state,
      dashboardCalendarActions.loaded({ range, data: { from: range.from, to: range.to, events: [{ key: 'old' } as never], truncated: false } }),
    );
    expect(state).toMatchObject({ status: 'loading', events: [] });
  });
});

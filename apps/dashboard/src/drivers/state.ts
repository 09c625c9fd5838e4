import type { DriverScheduleRow } from '@freight/contracts';
import { dashboardManager } from '@freight/api-client';
import { createPagedList, type PagedListState, type RootState } from '@freight/store';
import { today } from '@freight/calendar';
import { DEFAULT_SCALE, SCHEDULE_SCALES, scheduleRange, type ScheduleScale } from './timeline';

/**
 * /dashboard/driverschedule: the trucks of the caller's fleet, a page at a time, each with its loads in the days on
 * screen (dashboard-manager/driver-schedule). Page, search (`q`), scale (`view`: day or week) and day (`date`) live in
 * the URL (the kit's paged list).
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through its selector.
 */

/** Where the module (../state.ts) puts this reducer. */
export const DRIVERS_KEY = 'drivers';
const SCHEDULE_FILTERS = ['view', 'date'] as const;
const DRIVERS_PAGE_SIZE = 10;

export const scaleOf = (value: string | null | undefined): ScheduleScale => SCHEDULE_SCALES.find((scale) => scale === value) ?? DEFAULT_SCALE;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayOf = (value: string | null | undefined): string => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : today());

let initial: PagedListState<DriverScheduleRow> | undefined;
export const driverSchedule = createPagedList<DriverScheduleRow>({
  name: 'dashboard/drivers',
  limit: DRIVERS_PAGE_SIZE,
  pageSizes: [10, 20, 50],
  filterNames: SCHEDULE_FILTERS,
  selectState: (root: RootState): PagedListState<DriverScheduleRow> => {
    const dashboard = (root as { dashboard?: Record<string, unknown> }).dashboard;
    return (
      (dashboard?.[DRIVERS_KEY] as PagedListState<DriverScheduleRow> | undefined) ??
      (initial ??= driverSchedule.reducer(undefined, { type: '@@dashboard/drivers/init' }))
    );
  },
  fetchPage: async ({ page, limit, search, filters }) => {
    const range = scheduleRange(scaleOf(filters.view), dayOf(filters.date));
    const answer = await dashboardManager.driverSchedule(
      { page, limit, from: range.from, to: range.to, ...(search.trim() ? { search: search.trim() } : {}) },
      { silent: true },
    );
    return { items: answer.data?.items ?? [], total: answer.data?.total ?? 0 };
  },
});

export const driversReducer = driverSchedule.reducer;
export const driversSaga = driverSchedule.saga;
export type DriversState = PagedListState<DriverScheduleRow>;

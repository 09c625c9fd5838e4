import { combineReducers } from '@reduxjs/toolkit';
import { HOME_KEY, homeReducer, type HomeState } from './home/state';
import { LANES_KEY, laneReducer, type LaneState } from './lanes/state';
import { DRIVERS_KEY, driversReducer, type DriversState } from './drivers/state';
import { CALENDAR_KEY, dashboardCalendarReducer, type DashboardCalendarState } from './calendar/state';
import { LISTS_KEY, listsReducer, type ListsState } from './lists/state';
import { REPORTS_KEY, reportsReducer, type ReportsState } from './reports/state';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'dashboard';

/**
 * One reducer per screen folder (home/, lists/, lanes/, drivers/, calendar/, reports/), each folder's own `state.ts`
 * (which reads its part through its own selector, never importing this file), combined here.
 */
interface DashboardModuleState {
  /** home/: /dashboard (the cards: counts, trucks, latest orders, flagged loads, activity, logs, routes). */
  [HOME_KEY]: HomeState;
  /** lanes/: /dashboard/lanehistory/:id (one lane's figures, rates, carriers and loads). */
  [LANES_KEY]: LaneState;
  /** drivers/: /dashboard/driverschedule (a page of trucks with their loads in the days on screen). */
  [DRIVERS_KEY]: DriversState;
  /** calendar/: /dashboard/calendar (the side's pickups and deliveries of the days on screen). */
  [CALENDAR_KEY]: DashboardCalendarState;
  /** lists/: the order lists (/dashboard/neworderslist … /delayedorders, /orders/delayed, /orders/risk-delayed). */
  [LISTS_KEY]: ListsState;
  /** reports/: /reports (the report of the URL, the filters' choices, the CSV export). */
  [REPORTS_KEY]: ReportsState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    dashboard: DashboardModuleState;
  }
}

export const dashboardReducer = combineReducers({
  [HOME_KEY]: homeReducer,
  [LANES_KEY]: laneReducer,
  [DRIVERS_KEY]: driversReducer,
  [CALENDAR_KEY]: dashboardCalendarReducer,
  [LISTS_KEY]: listsReducer,
  [REPORTS_KEY]: reportsReducer,
});

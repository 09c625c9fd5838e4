import { combineReducers } from '@reduxjs/toolkit';
import { featureSelector, type RootState } from '@freight/store';
import { HOME_KEY, homeReducer, type HomeState } from './home/state';
import { REPORTS_KEY, reportsReducer, type ReportsState } from './reports/state';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'dashboard';

/**
 * One reducer per screen folder (home/, lists/, lanes/, drivers/, calendar/, reports/), each folder's own `state.ts`
 * (which reads its part through its own selector, never importing this file), combined here.
 */
export interface DashboardModuleState {
  /** home/: /dashboard (the cards: counts, trucks, latest orders, flagged loads, activity, logs, routes). */
  [HOME_KEY]: HomeState;
  /** reports/: /reports (the report of the URL, the filters' choices, the CSV export). */
  [REPORTS_KEY]: ReportsState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    dashboard: DashboardModuleState;
  }
}

export function moduleState(root: RootState): DashboardModuleState {
  return selectModuleState(root);
}

export const dashboardReducer = combineReducers({
  [HOME_KEY]: homeReducer,
  [REPORTS_KEY]: reportsReducer,
});

const selectModuleState = featureSelector(FEATURE_KEY, dashboardReducer);

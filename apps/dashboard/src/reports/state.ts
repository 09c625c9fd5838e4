import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardSide, ReportFiltersResponse, ReportRequest, ReportResponse } from '@freight/contracts';
import type { RootState } from '@freight/store';
import { requestKey } from './query';

/**
 * /reports: the report the URL asks for (report-manager/report), the filters' choices for the side
 * (report-manager/report-filters) and the CSV export of the table on screen.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectReportsState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const REPORTS_KEY = 'reports';

export interface ReportState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** requestKey() of the request the data (or the call on its way) is for: an older request's answer is dropped. */
  key?: string;
  data?: ReportResponse;
  /** The server's words when it refused. */
  errorText?: string;
}

interface FiltersState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  side?: DashboardSide;
  data?: ReportFiltersResponse;
}

interface ExportState {
  status: 'idle' | 'running' | 'done' | 'failed';
  fileName: string | null;
  /** Lines written (the table's rows and its totals). */
  lines: number;
}

export interface ReportsState {
  report: ReportState;
  filters: FiltersState;
  export: ExportState;
}

/** What the export writes: the header and the lines of the table on screen (table.ts' reportCsvTable). */
export interface ReportExport {
  fileName: string;
  fields: string[];
  rows: string[][];
}

const initialState: ReportsState = {
  report: { status: 'idle' },
  filters: { status: 'idle' },
  export: { status: 'idle', fileName: null, lines: 0 },
};

const slice = createSlice({
  name: 'dashboard/reports',
  initialState,
  reducers: {
    /** The call for `key` started: the same report's figures stay on screen (a retry), another's go. */
    loading(state, action: PayloadAction<string>) {
      const key = action.payload;
      const keep = state.report.key === key && state.report.data !== undefined;
      state.report = { status: 'loading', key, ...(keep ? { data: state.report.data } : {}) };
      state.export = initialState.export;
    },
    loaded(state, action: PayloadAction<{ key: string; data: ReportResponse }>) {
      if (state.report.key !== action.payload.key) return;
      state.report = { status: 'loaded', key: action.payload.key, data: action.payload.data };
    },
    failed(state, action: PayloadAction<{ key: string; errorText?: string }>) {
      if (state.report.key !== action.payload.key) return;
      state.report = { status: 'failed', key: action.payload.key, ...(action.payload.errorText ? { errorText: action.payload.errorText } : {}) };
    },
    filtersLoading(state, action: PayloadAction<DashboardSide>) {
      const keep = state.filters.side === action.payload && state.filters.data !== undefined;
      state.filters = { status: 'loading', side: action.payload, ...(keep ? { data: state.filters.data } : {}) };
    },
    filtersLoaded(state, action: PayloadAction<{ side: DashboardSide; data: ReportFiltersResponse }>) {
      if (state.filters.side !== action.payload.side) return;
      state.filters = { status: 'loaded', side: action.payload.side, data: action.payload.data };
    },
    filtersFailed(state, action: PayloadAction<DashboardSide>) {
      if (state.filters.side !== action.payload) return;
      state.filters = { status: 'failed', side: action.payload };
    },
    exportStarted(state) {
      state.export = { status: 'running', fileName: null, lines: 0 };
    },
    exportDone(state, action: PayloadAction<{ fileName: string; lines: number }>) {
      state.export = { status: 'done', ...action.payload };
    },
    exportFailed(state) {
      state.export = { status: 'failed', fileName: null, lines: 0 };
    },
  },
});

export const reportsActions = {
  /** The screen shows this report (opened, or a choice changed): the saga asks for it. */
  requested: createAction<ReportRequest>('dashboard/reports/requested'),
  /** The filters' choices for the side. */
  filtersRequested: createAction<DashboardSide>('dashboard/reports/filtersRequested'),
  /** Write the table on screen to a CSV file and download it. */
  exportRequested: createAction<ReportExport>('dashboard/reports/exportRequested'),
  ...slice.actions,
};

export const reportsReducer = slice.reducer;

let initial: ReportsState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectReportsState(root: RootState): ReportsState {
  const dashboard = (root as { dashboard?: Record<string, unknown> }).dashboard;
  const own = dashboard?.[REPORTS_KEY] as ReportsState | undefined;
  return own ?? (initial ??= reportsReducer(undefined, { type: '@@dashboard/reports/init' }));
}

export const selectReport = (root: RootState) => selectReportsState(root).report;
export const selectReportFilters = (root: RootState) => selectReportsState(root).filters;
export const selectReportExport = (root: RootState) => selectReportsState(root).export;

/** The report on screen is the one `request` asks for (not an older one still shown). */
export const isReportFor = (state: ReportState, request: ReportRequest) => state.key === requestKey(request);

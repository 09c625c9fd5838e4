import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkLoadsResult, EquipmentType, FieldError, LoadListItem } from '@freight/contracts';
import { createCallsSlice, featurePartSelector, type CallState, type RootState } from '@freight/store';
import { FEATURE_KEY } from '../module-state';
import { cellOfServerField, type BulkColumn } from './columns';
import { checkedRow, type BulkRow, type ParsedFile } from './parse-file';
import type { ScheduleFormValues } from './schedule';

/**
 * /bulk-loads-schedule: the uploaded file's rows (checked in the browser, then the server's errors put back on their
 * cells), the create call of the file and of a schedule, and the recent loads a schedule may copy.
 *
 * Its part of the module's state is declared here (`LoadsModuleState` of ../module-state.ts) and read with its own
 * reducer; ../state.ts combines the folders' reducers and nothing here imports it back.
 */
type BulkCalls = {
  upload: BulkLoadsResult;
  schedule: BulkLoadsResult;
};

const calls = createCallsSlice<BulkCalls>('loads/bulk/calls', ['upload', 'schedule']);

export interface BulkFile {
  name: string;
  rows: BulkRow[];
  problems: ParsedFile['problems'];
  /**
   * One per version of the rows (the sagas key each version as the rows change): a double click replays, an edited
   * file is a new request.
   */
  idempotencyKey?: string;
}

interface RecentLoads {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: LoadListItem[];
}

interface FileSliceState {
  file: BulkFile | null;
}

const fileSlice = createSlice({
  name: 'loads/bulk/file',
  initialState: { file: null } as FileSliceState,
  reducers: {
    fileParsed(state, action: PayloadAction<ParsedFile>) {
      state.file = action.payload;
    },
    /** The key of the rows as they are now (`keyFile` of the sagas). */
    fileKeyed(state, action: PayloadAction<string>) {
      if (state.file) state.file.idempotencyKey = action.payload;
    },
    fileCleared(state) {
      state.file = null;
    },
    rowRemoved(state, action: PayloadAction<number>) {
      if (!state.file) return;
      state.file.rows = state.file.rows.filter((row) => row.line !== action.payload);
    },
    rowsWithErrorsRemoved(state) {
      if (!state.file) return;
      state.file.rows = state.file.rows.filter((row) => Object.keys(row.errors).length === 0);
    },
    /** A cell typed again on the preview: the row is checked again (its server errors are dropped). */
    cellEdited(state, action: PayloadAction<{ line: number; column: BulkColumn; value: string; equipment: EquipmentType[] }>) {
      if (!state.file) return;
      const { line, column, value, equipment } = action.payload;
      const index = state.file.rows.findIndex((row) => row.line === line);
      const row = state.file.rows[index];
      if (!row) return;
      state.file.rows[index] = checkedRow(line, { ...row.cells, [column]: value }, equipment);
    },
    /** The server's 400: each error on the cell of the row it names (rows are sent in the order shown). */
    serverRejected(state, action: PayloadAction<FieldError[]>) {
      if (!state.file) return;
      for (const error of action.payload) {
        const cell = cellOfServerField(error.field);
        const row = cell ? state.file.rows[cell.index] : undefined;
        if (!row || !cell) continue;
        const list = (row.errors[cell.column] ??= []);
        if (!list.includes(error.message)) list.push(error.message);
        delete row.load;
      }
    },
  },
});

const recentSlice = createSlice({
  name: 'loads/bulk/recent',
  initialState: { status: 'idle', items: [] } as RecentLoads,
  reducers: {
    recentRequested(state) {
      state.status = 'loading';
    },
    recentLoaded(_state, action: PayloadAction<LoadListItem[]>) {
      return { status: 'loaded', items: action.payload };
    },
    recentFailed(state) {
      state.status = 'failed';
    },
  },
});

export const bulkActions = {
  ...fileSlice.actions,
  ...recentSlice.actions,
  ...calls.actions,
  /** Create every row of the file (the rows must all be good). */
  uploadRequested: createAction('loads/bulk/uploadRequested'),
  /** Create the loads of a schedule. */
  scheduleRequested: createAction('loads/bulk/scheduleRequested', (values: ScheduleFormValues) => ({ payload: { values } })),
};

export interface BulkState {
  file: FileSliceState;
  recent: RecentLoads;
  calls: { [K in keyof BulkCalls]: CallState<BulkCalls[K]> };
}

/** Where the module (../state.ts) puts this reducer. */
export const BULK_KEY = 'bulk';

declare module '../module-state' {
  interface LoadsModuleState {
    [BULK_KEY]: BulkState;
  }
}

export const bulkReducer = combineReducers({
  file: fileSlice.reducer,
  recent: recentSlice.reducer,
  calls: calls.reducer,
});

/** This folder's part of the module's state (its initial state before the module is injected). */
const selectBulkState: (root: RootState) => BulkState = featurePartSelector(FEATURE_KEY, BULK_KEY, bulkReducer);

export const selectBulkFile = (root: RootState) => selectBulkState(root).file.file;
export const selectUploadCall = (root: RootState) => selectBulkState(root).calls.upload;
export const selectScheduleCall = (root: RootState) => selectBulkState(root).calls.schedule;
export const selectRecentLoads = (root: RootState) => selectBulkState(root).recent;

import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadBoardItem } from '@freight/contracts';
import { createCallsSlice, createPagedList, featurePartSelector, type CallState, type PagedListState, type RootState } from '@freight/store';
import { FEATURE_KEY } from '../module-state';
import { BOARD_FILTERS, fetchBoardPage, type BoardEnd } from './api';

/**
 * The load board (/searchload): the page of loads (its query, filters included, in the URL), the place look-ups of
 * the origin and destination pickers, and the accept call.
 *
 * Its part of the module's state is declared here (`LoadsModuleState` of ../module-state.ts) and read with its own
 * reducer; ../state.ts combines the folders' reducers and nothing here imports it back.
 */
type BoardCalls = {
  accept: { loadId: string; orderId: string };
};

const calls = createCallsSlice<BoardCalls>('loads/board/calls', ['accept']);

/** A place picker's look-up: idle, searching, or what the maps API said about the typed place. */
interface PlaceLookup {
  status: 'idle' | 'searching' | 'failed';
  /** The API's message for a place it does not know (translated by the API), else a key. */
  errorText?: string;
  errorKey?: string;
}

const idleLookup: PlaceLookup = { status: 'idle' };

const placesSlice = createSlice({
  name: 'loads/board/places',
  initialState: { from: idleLookup, to: idleLookup } as Record<BoardEnd, PlaceLookup>,
  reducers: {
    searching(state, action: PayloadAction<BoardEnd>) {
      state[action.payload] = { status: 'searching' };
    },
    found(state, action: PayloadAction<BoardEnd>) {
      state[action.payload] = idleLookup;
    },
    notFound(state, action: PayloadAction<{ end: BoardEnd; errorText?: string; errorKey?: string }>) {
      const { end, ...error } = action.payload;
      state[end] = { status: 'failed', ...error };
    },
  },
});

export interface BoardState {
  list: PagedListState<LoadBoardItem>;
  places: Record<BoardEnd, PlaceLookup>;
  calls: { [K in keyof BoardCalls]: CallState<BoardCalls[K]> };
}

/** Where the module (../state.ts) puts this reducer. */
export const BOARD_KEY = 'board';

declare module '../module-state' {
  interface LoadsModuleState {
    [BOARD_KEY]: BoardState;
  }
}

export const boardList = createPagedList<LoadBoardItem>({
  name: 'loads/board/list',
  fetchPage: fetchBoardPage,
  selectState: (root) => selectBoardState(root).list,
  filterNames: BOARD_FILTERS,
});

export const boardActions = {
  /** Find the typed place and filter by it (an empty text clears that end of the search). */
  placeRequested: createAction<{ end: BoardEnd; text: string }>('loads/board/placeRequested'),
  /** Accept a load (load-accept-by-fleet), after the user confirmed. */
  acceptRequested: createAction<{ _id: string; loadId: string }>('loads/board/acceptRequested'),
  places: placesSlice.actions,
  ...calls.actions,
};

export const boardReducer = combineReducers({
  list: boardList.reducer,
  places: placesSlice.reducer,
  calls: calls.reducer,
});

/** This folder's part of the module's state (its initial state before the module is injected). */
export const selectBoardState: (root: RootState) => BoardState = featurePartSelector(FEATURE_KEY, BOARD_KEY, boardReducer);

export const selectBoardList = (root: RootState) => selectBoardState(root).list;
export const selectPlaceLookup = (end: BoardEnd) => (root: RootState) => selectBoardState(root).places[end];
export const selectAcceptCall = (root: RootState) => selectBoardState(root).calls.accept;

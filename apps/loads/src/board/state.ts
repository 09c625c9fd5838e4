import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadBoardItem } from '@freight/contracts';
import { createCallsSlice, createPagedList, type CallState, type PagedListState, type RootState } from '@freight/store';
import { BOARD_FILTERS, fetchBoardPage, type BoardEnd } from './api';

/**
 * The load board (/searchload): the page of loads (its query, filters included, in the URL), the place look-ups of
 * the origin and destination pickers, and the accept call.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectBoardState`.
 */
export type BoardCalls = {
  accept: { loadId: string; orderId: string };
};

const calls = createCallsSlice<BoardCalls>('loads/board/calls', ['accept']);

/** A place picker's look-up: idle, searching, or what the maps API said about the typed place. */
export interface PlaceLookup {
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

let initial: BoardState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectBoardState(root: RootState): BoardState {
  const loads = (root as { loads?: Record<string, unknown> }).loads;
  const own = loads?.[BOARD_KEY] as BoardState | undefined;
  return own ?? (initial ??= boardReducer(undefined, { type: '@@loads/board/init' }));
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

export const selectBoardList = (root: RootState) => selectBoardState(root).list;
export const selectPlaceLookup = (end: BoardEnd) => (root: RootState) => selectBoardState(root).places[end];
export const selectAcceptCall = (root: RootState) => selectBoardState(root).calls.accept;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpenBoardData } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * /micro-view: the wall board (purchase-manager/open-board): every open purchase order with its containers' next
 * milestone and ETA, slipped ETAs marked; fetched when the board opens, every minute and after `containers.updated`.
 * A failed refresh keeps the last board on screen (a wall screen never goes blank) and says since when.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectBoardState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const BOARD_KEY = 'board';

export interface BoardState {
  /** The last board received (kept while a refresh runs or after one failed). */
  data: OpenBoardData | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** When the last board arrived (the browser's clock, ISO). */
  receivedAt: string | null;
}

const initialState: BoardState = { data: null, status: 'idle', receivedAt: null };

const slice = createSlice({
  name: 'purchaseOrders/board',
  initialState,
  reducers: {
    /** The screen opened: the saga fetches now, every minute and on `containers.updated`, until it closes. */
    opened(state) {
      state.status = 'loading';
    },
    closed() {},
    /** Fetch now (Retry, the live refresh). */
    requested(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ data: OpenBoardData; receivedAt: string }>) {
      state.data = action.payload.data;
      state.receivedAt = action.payload.receivedAt;
      state.status = 'loaded';
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});

export const boardActions = slice.actions;
export const boardReducer = slice.reducer;

let initial: BoardState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectBoardState(root: RootState): BoardState {
  const module = (root as { purchaseOrders?: Record<string, unknown> }).purchaseOrders;
  const own = module?.[BOARD_KEY] as BoardState | undefined;
  return own ?? (initial ??= boardReducer(undefined, { type: '@@purchaseOrders/board/init' }));
}

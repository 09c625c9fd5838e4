import { combineReducers } from '@reduxjs/toolkit';
import { LIST_KEY, listReducer, type ListState } from './list/state';
import { FORM_KEY, formReducer, type FormState } from './form/state';
import { TRACK_KEY, trackReducer, type TrackState } from './track/state';
import { MAP_KEY, mapReducer, type MapState } from './map/state';
import { BOARD_KEY, boardReducer, type BoardState } from './board/state';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'purchaseOrders';

/**
 * One reducer per screen folder (list/, form/, track/, map/, board/), each folder's own `state.ts` (which reads its
 * part through its own selector, never importing this file), combined here.
 */
interface PurchaseOrdersModuleState {
  /** list/: /purchase-orders (search, filters, paging; the ERP import). */
  [LIST_KEY]: ListState;
  /** form/: /purchase-orders/add and /edit/:id (the order, its lines and containers; bill of lading, split, close). */
  [FORM_KEY]: FormState;
  /** track/: /purchase-orders/track (milestones, vessel and voyage, the ETA and how it moved). */
  [TRACK_KEY]: TrackState;
  /** map/: /mapbox (every container at sea and in port). */
  [MAP_KEY]: MapState;
  /** board/: /micro-view (open orders and their containers' next milestone). */
  [BOARD_KEY]: BoardState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    purchaseOrders: PurchaseOrdersModuleState;
  }
}

export const purchaseOrdersReducer = combineReducers({
  [LIST_KEY]: listReducer,
  [FORM_KEY]: formReducer,
  [TRACK_KEY]: trackReducer,
  [MAP_KEY]: mapReducer,
  [BOARD_KEY]: boardReducer,
});

import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, AddressTag, ErpCustomer, Lane, Warehouse } from '@freight/contracts';
import { addressManager, laneManager, warehouseManager } from '@freight/api-client';
import { createPagedList, type PagedListState } from '@freight/store';
import { resourcesReducer, type ResourceEntry } from './resources';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'address';

export interface SaveState {
  status: 'idle' | 'saving' | 'failed';
  /** Server or zip-check errors by form field, shown on the form. */
  fieldErrors: Record<string, string>;
}

interface AddressModuleState {
  addresses: PagedListState<Address>;
  lanes: PagedListState<Lane>;
  warehouses: PagedListState<Warehouse>;
  resources: Record<string, ResourceEntry>;
  ui: {
    /** Spec section 4: the zip check runs only once the maps provider has answered. */
    mapsReady: boolean;
    tileUrl?: string;
    save: SaveState;
    erp: { status: 'idle' | 'loading' | 'loaded'; results: ErpCustomer[] };
  };
}

const moduleState = (root: unknown) => (root as Record<typeof FEATURE_KEY, AddressModuleState>)[FEATURE_KEY];

export const addressList = createPagedList<Address>({
  name: 'address/addresses',
  fetchPage: async ({ page, limit, search, filters }) => {
    const tag = filters.tag ? (filters.tag as AddressTag) : undefined;
    const response = await addressManager.list({ page, limit, ...(search ? { search } : {}) }, tag, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root: unknown) => moduleState(root).addresses,
});

export const laneList = createPagedList<Lane>({
  name: 'address/lanes',
  fetchPage: async ({ page, limit, search }) => {
    const response = await laneManager.list({ page, limit, ...(search ? { search } : {}) }, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root: unknown) => moduleState(root).lanes,
});

export const warehouseList = createPagedList<Warehouse>({
  name: 'address/warehouses',
  fetchPage: async ({ page, limit, search }) => {
    const response = await warehouseManager.list({ page, limit, ...(search ? { search } : {}) }, undefined, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root: unknown) => moduleState(root).warehouses,
});

const uiSlice = createSlice({
  name: 'address/ui',
  initialState: {
    mapsReady: false,
    save: { status: 'idle', fieldErrors: {} } as SaveState,
    erp: { status: 'idle', results: [] as ErpCustomer[] },
  } as AddressModuleState['ui'],
  reducers: {
    mapsRequested: () => undefined,
    mapsLoaded(state, action: PayloadAction<{ tileUrl: string }>) {
      state.mapsReady = true;
      state.tileUrl = action.payload.tileUrl;
    },
    saveStarted(state) {
      state.save = { status: 'saving', fieldErrors: {} };
    },
    saveFailed(state, action: PayloadAction<Record<string, string>>) {
      state.save = { status: 'failed', fieldErrors: action.payload };
    },
    saveFinished(state) {
      state.save = { status: 'idle', fieldErrors: {} };
    },
    erpSearchChanged(state, action: PayloadAction<string>) {
      state.erp.status = action.payload.trim() ? 'loading' : 'idle';
      if (!action.payload.trim()) state.erp.results = [];
    },
    erpResults(state, action: PayloadAction<ErpCustomer[]>) {
      state.erp = { status: 'loaded', results: action.payload };
    },
  },
});

export const uiActions = uiSlice.actions;

export const addressReducer = combineReducers({
  addresses: addressList.reducer,
  lanes: laneList.reducer,
  warehouses: warehouseList.reducer,
  resources: resourcesReducer,
  ui: uiSlice.reducer,
});

export const selectAddresses = (root: unknown) => moduleState(root).addresses;
export const selectLanes = (root: unknown) => moduleState(root).lanes;
export const selectWarehouses = (root: unknown) => moduleState(root).warehouses;
export const selectUi = (root: unknown) => moduleState(root).ui;

import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  ADDRESS_TAGS,
  type Address,
  type AddressInput,
  type ErpCustomer,
  type Lane,
  type LaneInput,
  type Warehouse,
  type WarehouseInput,
} from '@freight/contracts';
import { addressManager, fieldErrorsOf, laneManager, warehouseManager } from '@freight/api-client';
import { createZipCheck } from '@freight/address';
import { navigateTo } from '@freight/auth';
import {
  createCrudFeature,
  createPagedList,
  featureSelector,
  type CrudState,
  type PagedListState,
  type ResourceCacheState,
  type RootState,
} from '@freight/store';
import { bookHref } from './paths';
import { createAddressResources } from './resources';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'address';

interface UiState {
  /** Spec section 4: the zip check runs only once the maps provider has answered. */
  mapsReady: boolean;
  tileUrl?: string;
  erp: { status: 'idle' | 'loading' | 'loaded'; results: ErpCustomer[] };
}

export interface AddressModuleState {
  addresses: PagedListState<Address>;
  lanes: PagedListState<Lane>;
  warehouses: PagedListState<Warehouse>;
  addressEdits: CrudState;
  laneEdits: CrudState;
  warehouseEdits: CrudState;
  resources: ResourceCacheState;
  ui: UiState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    address: AddressModuleState;
  }
}

// Hoisted: the lists and features below read the module's state through it; it needs their reducers.
function moduleState(root: RootState): AddressModuleState {
  return selectModuleState(root);
}

export const addressList = createPagedList<Address>({
  name: 'address/addresses',
  fetchPage: async ({ page, limit, search, filters }) => {
    const tag = ADDRESS_TAGS.find((known) => known === filters.tag);
    const response = await addressManager.list({ page, limit, ...(search ? { search } : {}) }, tag, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root) => moduleState(root).addresses,
  filterNames: ['tag'],
});

export const laneList = createPagedList<Lane>({
  name: 'address/lanes',
  fetchPage: async ({ page, limit, search }) => {
    const response = await laneManager.list({ page, limit, ...(search ? { search } : {}) }, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root) => moduleState(root).lanes,
});

export const warehouseList = createPagedList<Warehouse>({
  name: 'address/warehouses',
  fetchPage: async ({ page, limit, search }) => {
    const response = await warehouseManager.list({ page, limit, ...(search ? { search } : {}) }, undefined, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root) => moduleState(root).warehouses,
});

export const selectUi = (root: RootState) => moduleState(root).ui;

/** Addresses and warehouses have postal codes: their saves run spec section 5's zip check first. */
const zipCheck = createZipCheck({ isReady: (root) => selectUi(root).mapsReady });

const common = { navigate: navigateTo, fieldErrorsOf } as const;

/** Save and remove of each entity, with the spec's texts (section 9; English in i18n/en.json `messages`). */
export const addressEdits = createCrudFeature<AddressInput>({
  ...common,
  name: 'address',
  api: addressManager,
  messages: { added: 'address:messages.added', updated: 'address:messages.updated', removed: 'address:messages.removed' },
  list: addressList,
  listHref: (query) => bookHref('addresses', query),
  selectState: (root) => moduleState(root).addressEdits,
  check: zipCheck,
});

export const laneEdits = createCrudFeature<LaneInput>({
  ...common,
  name: 'address/lane',
  api: laneManager,
  messages: { added: 'address:messages.laneAdded', updated: 'address:messages.laneUpdated', removed: 'address:messages.laneRemoved' },
  list: laneList,
  listHref: (query) => bookHref('lanes', query),
  selectState: (root) => moduleState(root).laneEdits,
});

export const warehouseEdits = createCrudFeature<WarehouseInput>({
  ...common,
  name: 'address/warehouse',
  api: warehouseManager,
  messages: { added: 'address:messages.warehouseAdded', updated: 'address:messages.warehouseUpdated', removed: 'address:messages.warehouseRemoved' },
  list: warehouseList,
  listHref: (query) => bookHref('warehouses', query),
  selectState: (root) => moduleState(root).warehouseEdits,
  check: zipCheck,
});

export const resources = createAddressResources((root) => moduleState(root).resources);
export const useResource = resources.useResource;

const uiSlice = createSlice({
  name: 'address/ui',
  initialState: { mapsReady: false, erp: { status: 'idle', results: [] } } as UiState,
  reducers: {
    mapsRequested: () => undefined,
    mapsLoaded(state, action: PayloadAction<{ tileUrl: string }>) {
      state.mapsReady = true;
      state.tileUrl = action.payload.tileUrl;
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
  addressEdits: addressEdits.reducer,
  laneEdits: laneEdits.reducer,
  warehouseEdits: warehouseEdits.reducer,
  resources: resources.reducer,
  ui: uiSlice.reducer,
});

const selectModuleState = featureSelector(FEATURE_KEY, addressReducer);

export const selectAddresses = (root: RootState) => moduleState(root).addresses;
export const selectLanes = (root: RootState) => moduleState(root).lanes;
export const selectWarehouses = (root: RootState) => moduleState(root).warehouses;

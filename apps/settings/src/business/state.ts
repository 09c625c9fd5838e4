import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import type { Address, AddressInput, BusinessDetails, BusinessDetailsUpdateRequest, SettingsOptions } from '@freight/contracts';
import { addressManager, fieldErrorsOf } from '@freight/api-client';
import { navigateTo } from '@freight/auth';
import { createZipCheck } from '@freight/address';
import {
  createCallsSlice,
  createCrudFeature,
  createPagedList,
  createResourceCache,
  type CallState,
  type CrudState,
  type PagedListState,
  type ResourceCacheState,
  type RootState,
} from '@freight/store';
import { paths } from '../paths';

/**
 * /setting/businessDetails (the company as a business, `?type=carrier` the carrier's details) and its nested
 * business addresses (/address, /add, /edit/:id; the address permission): the company's own addresses tagged
 * `business`, with the address book's calls and the kit's list and save.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectBusinessState`.
 */
export type BusinessCalls = {
  /** GET settings-manager/business-details. */
  details: BusinessDetails;
  /** POST settings-manager/update-business-details. */
  save: BusinessDetails;
  /** GET settings-manager/options: the equipment catalogue (and the company's addresses). */
  options: SettingsOptions;
};

const calls = createCallsSlice<BusinessCalls>('settings/business/calls', ['details', 'save', 'options']);

export interface BusinessState {
  calls: { [K in keyof BusinessCalls]: CallState<BusinessCalls[K]> };
  addresses: PagedListState<Address>;
  addressEdits: CrudState;
  resources: ResourceCacheState;
  /** Spec section 5: the zip check runs once the maps provider has answered. */
  maps: { ready: boolean };
}

/** Where the module (../state.ts) puts this reducer. */
export const BUSINESS_KEY = 'business';

/** The tag of the company's own business addresses. */
export const BUSINESS_TAG = 'business' as const;

let initial: BusinessState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectBusinessState(root: RootState): BusinessState {
  const settings = (root as { settings?: Record<string, unknown> }).settings;
  const own = settings?.[BUSINESS_KEY] as BusinessState | undefined;
  return own ?? (initial ??= businessReducer(undefined, { type: '@@settings/business/init' }));
}

export const businessAddressList = createPagedList<Address>({
  name: 'settings/business/addresses',
  fetchPage: async ({ page, limit, search }) => {
    const response = await addressManager.list({ page, limit, ...(search ? { search } : {}) }, BUSINESS_TAG, { silent: true });
    return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
  },
  selectState: (root) => selectBusinessState(root).addresses,
});

/** The business addresses' list address with its query (page, limit, search), where a save goes back to. */
const businessAddressesHref = (query: URLSearchParams) => {
  const search = query.toString();
  return `${paths.businessAddresses.getHref()}${search ? `?${search}` : ''}`;
};

const mapsSlice = createSlice({
  name: 'settings/business/maps',
  initialState: { ready: false },
  reducers: {
    mapsRequested: (state) => state,
    mapsLoaded: (state) => {
      state.ready = true;
    },
  },
});
export const mapsActions = mapsSlice.actions;

export const businessAddressEdits = createCrudFeature<AddressInput>({
  name: 'settings/business/address',
  api: addressManager,
  messages: { added: 'settings-business:addresses.added', updated: 'settings-business:addresses.updated', removed: 'settings-business:addresses.removed' },
  list: businessAddressList,
  listHref: businessAddressesHref,
  selectState: (root) => selectBusinessState(root).addressEdits,
  navigate: navigateTo,
  fieldErrorsOf,
  // The postal code must be the city's (spec section 5), as in the address book.
  check: createZipCheck({ isReady: (root) => selectBusinessState(root).maps.ready }),
});

const fetchers = {
  address: (id: string) => addressManager.detail(id, { silent: true }).then((r) => r.data),
};
export const businessResources = createResourceCache({
  name: 'settings/business/resources',
  fetchers,
  selectState: (root) => selectBusinessState(root).resources,
});
export const useBusinessResource = businessResources.useResource;

export const businessReducer = combineReducers({
  calls: calls.reducer,
  addresses: businessAddressList.reducer,
  addressEdits: businessAddressEdits.reducer,
  resources: businessResources.reducer,
  maps: mapsSlice.reducer,
});

export const businessActions = {
  detailsRequested: createAction('settings/business/detailsRequested'),
  saveRequested: createAction<BusinessDetailsUpdateRequest>('settings/business/saveRequested'),
  optionsRequested: createAction('settings/business/optionsRequested'),
  ...calls.actions,
};

export const selectBusinessCall =
  <K extends keyof BusinessCalls>(name: K) =>
  (root: RootState): CallState<BusinessCalls[K]> =>
    selectBusinessState(root).calls[name];

import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  TRUCKER_STATUSES,
  type DriverLink,
  type Trucker,
  type TruckerInput,
  type TruckerKind,
  type TruckerListRequest,
  type TruckerPositionRow,
  type TruckerPositionsRequest,
  type TruckerStatus,
  type TruckPositionEvent,
} from '@freight/contracts';
import { fieldErrorsOf, fleetManager } from '@freight/api-client';
import { navigateTo } from '@freight/auth';
import {
  createCallsSlice,
  createCrudFeature,
  createPagedList,
  featureSelector,
  type CrudState,
  type PageQuery,
  type PagedListState,
  type ResourceCacheState,
  type RootState,
} from '@freight/store';
import { paths } from '../paths';
import { createFleetResources } from './resources';

/**
 * The trucks remote's fleet screens (/trucks, /carrier and their forms): two paged lists (kind truck, kind carrier)
 * with status and equipment filters in the URL, save and remove (kit), the bulk status change, the look-ups
 * (equipment catalogue, a trucker, the company's lanes) and the fleet map's positions kept live.
 * The search screen (apps/trucks/src/search) has its own feature.
 */
export const FEATURE_KEY = 'trucks';

/** The list's filters, each a URL parameter of the same name. */
const FLEET_FILTERS = ['status', 'equipment'] as const;
/** Page sizes of the fleet lists: the usual ones and long pages (the table virtualises from 200 rows). */
const FLEET_PAGE_SIZES = [20, 50, 100, 1000, 10_000] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (value: string | undefined): value is TruckerStatus => TRUCKER_STATUSES.some((status) => status === value);

/** The list's filters as the API's (my-trucker-list and trucker-positions take the same); a malformed value is left out. */
export function filtersRequest(kind: TruckerKind, { search, filters }: Pick<PageQuery, 'search' | 'filters'>): TruckerPositionsRequest {
  const text = search.trim().slice(0, 100);
  return {
    kind,
    ...(text ? { search: text } : {}),
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(filters.equipment && UUID.test(filters.equipment) ? { equipmentId: filters.equipment } : {}),
  };
}

export const listRequest = (kind: TruckerKind, query: PageQuery): TruckerListRequest => ({
  page: query.page,
  limit: query.limit,
  ...filtersRequest(kind, query),
});

const fetchPage = (kind: TruckerKind) => async (query: PageQuery) => {
  const response = await fleetManager.list(listRequest(kind, query), { silent: true });
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
};

export const truckList = createPagedList<Trucker>({
  name: 'trucks/trucks',
  fetchPage: fetchPage('truck'),
  selectState: (root) => moduleState(root).trucks,
  filterNames: FLEET_FILTERS,
  pageSizes: FLEET_PAGE_SIZES,
});

export const carrierList = createPagedList<Trucker>({
  name: 'trucks/carriers',
  fetchPage: fetchPage('carrier'),
  selectState: (root) => moduleState(root).carriers,
  filterNames: FLEET_FILTERS,
  pageSizes: FLEET_PAGE_SIZES,
});

export const listOf = (kind: TruckerKind) => (kind === 'truck' ? truckList : carrierList);

const api = {
  add: (values: TruckerInput, options: { idempotencyKey: string }) => fleetManager.add(values, options),
  update: (id: string, values: TruckerInput) => fleetManager.update(id, values),
  remove: (id: string) => fleetManager.remove(id),
};

/** Save and remove of a truck; the toasts are the server's texts ('Truck Successfully Added', …), translated. */
export const truckEdits = createCrudFeature<TruckerInput>({
  name: 'trucks/truck',
  api,
  messages: { added: 'trucks:fleet.messages.added', updated: 'trucks:fleet.messages.updated', removed: 'trucks:fleet.messages.removed' },
  list: truckList,
  listHref: (query) => paths.trucks.getHref(Object.fromEntries(query)),
  selectState: (root) => moduleState(root).truckEdits,
  navigate: navigateTo,
  fieldErrorsOf,
});

export const carrierEdits = createCrudFeature<TruckerInput>({
  name: 'trucks/carrier',
  api,
  messages: { added: 'trucks:fleet.messages.carrierAdded', updated: 'trucks:fleet.messages.carrierUpdated', removed: 'trucks:fleet.messages.carrierRemoved' },
  list: carrierList,
  listHref: (query) => paths.carriers.getHref(Object.fromEntries(query)),
  selectState: (root) => moduleState(root).carrierEdits,
  navigate: navigateTo,
  fieldErrorsOf,
});

export const editsOf = (kind: TruckerKind) => (kind === 'truck' ? truckEdits : carrierEdits);

export const resources = createFleetResources((root) => moduleState(root).resources);
export const useResource = resources.useResource;

/** The bulk status change's call (trucker-update-list) and a row's "Send driver link" (send-driver-link). */
/** The driver link last sent from a row, shown with its address so the dispatcher can also text it. */
export interface SentDriverLink {
  truckNumber: string;
  link: DriverLink;
}
export const bulkCalls = createCallsSlice<{ status: void; driverLink: SentDriverLink }>('trucks/bulk', ['status', 'driverLink']);

/** The fleet map: every truck's last position with the list's filters (trucker-positions), moved live. */
interface PositionsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The request these rows answer (JSON), so the map refetches only when the list's filters change. */
  key: string;
  items: TruckerPositionRow[];
  unplaced: number;
}

const initialPositions: PositionsState = { status: 'idle', key: '', items: [], unplaced: 0 };

const positionsSlice = createSlice({
  name: 'trucks/positions',
  initialState: initialPositions,
  reducers: {
    requested(state, action: PayloadAction<TruckerPositionsRequest>) {
      state.key = JSON.stringify(action.payload);
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ key: string; items: TruckerPositionRow[]; unplaced: number }>) {
      if (action.payload.key !== state.key) return;
      state.items = action.payload.items;
      state.unplaced = action.payload.unplaced;
      state.status = 'loaded';
    },
    failed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.key) state.status = 'failed';
    },
    /**
     * `truck.position` events, gathered (FleetMap flushes them every few seconds: each change re-clusters the whole
     * fleet): the trucks move on the map; a truck the map does not show is left out.
     */
    moved(state, action: PayloadAction<Array<Pick<TruckPositionEvent, 'truckerId' | 'lat' | 'lng'>>>) {
      const moves = new Map(action.payload.map((move) => [move.truckerId, move]));
      state.items.forEach((row, index) => {
        const move = moves.get(row[0]);
        if (move) state.items[index] = [row[0], move.lat, move.lng, row[3], row[4]];
      });
    },
  },
});
export const positionsActions = positionsSlice.actions;

export const fleetActions = {
  /** One status for the chosen trucks (all or none), then the list and the map again. */
  bulkStatusRequested: createAction<{ kind: TruckerKind; ids: string[]; status: TruckerStatus }>('trucks/bulkStatusRequested'),
  /** E-mails the truck's driver the link to the driver's pages of its live load (the server says what it did). */
  sendLinkRequested: createAction<{ truckerId: string; truckNumber: string }>('trucks/sendLinkRequested'),
};

export const trucksReducer = combineReducers({
  trucks: truckList.reducer,
  carriers: carrierList.reducer,
  truckEdits: truckEdits.reducer,
  carrierEdits: carrierEdits.reducer,
  resources: resources.reducer,
  bulk: bulkCalls.reducer,
  positions: positionsSlice.reducer,
});

export interface TrucksModuleState {
  trucks: PagedListState<Trucker>;
  carriers: PagedListState<Trucker>;
  truckEdits: CrudState;
  carrierEdits: CrudState;
  resources: ResourceCacheState;
  bulk: ReturnType<typeof bulkCalls.reducer>;
  positions: PositionsState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    trucks: TrucksModuleState;
  }
}

const selectModuleState = featureSelector(FEATURE_KEY, trucksReducer);
export function moduleState(root: RootState): TrucksModuleState {
  return selectModuleState(root);
}

export const selectPositions = (root: RootState) => moduleState(root).positions;
export const selectBulk = (root: RootState) => moduleState(root).bulk.status;
export const selectDriverLink = (root: RootState) => moduleState(root).bulk.driverLink;

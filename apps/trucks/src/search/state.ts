import { combineReducers, createAction, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import type { EquipmentType, FoundTruck } from '@freight/contracts';
import { createPagedList, featureSelector, type PagedListState, type RootState } from '@freight/store';
import { SEARCH_FILTERS, fetchSearchPage } from './api';

/**
 * /search-trucks: the page of found trucks (its query, the search included, in the URL), the place look-up, the
 * equipment catalogue, and the favourites the user changed on this page (optimistic: shown at once, taken back when
 * the call fails).
 */

/** What a star favourites: a truck (or owner-operator) or a carrier company. */
export type FavouriteTarget = { kind: 'trucker' | 'company'; id: string };
export const targetKey = (target: FavouriteTarget) => `${target.kind}:${target.id}`;

/** The place look-up: idle, searching, or what the maps API said about the typed place. */
interface PlaceLookup {
  status: 'idle' | 'searching' | 'failed';
  /** The API's message for a place it does not know (translated by the API), else a key. */
  errorText?: string;
  errorKey?: string;
}

const idleLookup: PlaceLookup = { status: 'idle' };

const placeSlice = createSlice({
  name: 'trucks/search/place',
  initialState: idleLookup as PlaceLookup,
  reducers: {
    searching: (): PlaceLookup => ({ status: 'searching' }),
    found: (): PlaceLookup => idleLookup,
    notFound: (_state, action: PayloadAction<{ errorText?: string; errorKey?: string }>): PlaceLookup => ({ status: 'failed', ...action.payload }),
  },
});

interface EquipmentState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: EquipmentType[];
}

const equipmentSlice = createSlice({
  name: 'trucks/search/equipment',
  initialState: { status: 'idle', items: [] } as EquipmentState,
  reducers: {
    requested: (state) => {
      state.status = 'loading';
    },
    loaded: (_state, action: PayloadAction<EquipmentType[]>): EquipmentState => ({ status: 'loaded', items: action.payload }),
    failed: (state) => {
      state.status = 'failed';
    },
  },
});

export interface FavouritesState {
  /** What the user made of a target on this page (`targetKey` → favourite?), over what the search answered. */
  changed: Record<string, boolean>;
  /** Targets whose call is under way. */
  pending: Record<string, true>;
}

export const searchList = createPagedList<FoundTruck>({
  name: 'trucks/search/list',
  fetchPage: fetchSearchPage,
  selectState: (root) => selectSearchState(root).list,
  filterNames: SEARCH_FILTERS,
});

const favouritesSlice = createSlice({
  name: 'trucks/search/favourites',
  initialState: { changed: {}, pending: {} } as FavouritesState,
  reducers: {
    /** Shown at once (optimistic). */
    started(state, action: PayloadAction<{ target: FavouriteTarget; favourite: boolean }>) {
      const key = targetKey(action.payload.target);
      state.changed[key] = action.payload.favourite;
      state.pending[key] = true;
    },
    succeeded(state, action: PayloadAction<{ target: FavouriteTarget }>) {
      delete state.pending[targetKey(action.payload.target)];
    },
    /** The call failed: back to what it was. */
    rolledBack(state, action: PayloadAction<{ target: FavouriteTarget; favourite: boolean }>) {
      const key = targetKey(action.payload.target);
      state.changed[key] = action.payload.favourite;
      delete state.pending[key];
    },
  },
  extraReducers: (builder) =>
    // A fresh page says what the server holds: only the changes still under way stay on top of it.
    builder.addCase(searchList.actions.loaded, (state) => {
      state.changed = Object.fromEntries(Object.entries(state.changed).filter(([key]) => state.pending[key]));
    }),
});

export const truckSearchReducer: Reducer<TruckSearchState> = combineReducers({
  list: searchList.reducer,
  place: placeSlice.reducer,
  equipment: equipmentSlice.reducer,
  favourites: favouritesSlice.reducer,
});

export interface TruckSearchState {
  list: PagedListState<FoundTruck>;
  place: PlaceLookup;
  equipment: EquipmentState;
  favourites: FavouritesState;
}

/** Where the screen's state sits in the one store (injected by the page, `useFeature(truckSearchFeature)`). */
export const SEARCH_KEY = 'truckSearch';

declare module '@freight/store' {
  interface LazyLoadedSlices {
    truckSearch: TruckSearchState;
  }
}

const selectOwn = featureSelector(SEARCH_KEY, truckSearchReducer);
export function selectSearchState(root: RootState): TruckSearchState {
  return selectOwn(root);
}

export const searchActions = {
  /** Find the typed place and search around it (an empty text clears the place). */
  placeRequested: createAction<{ text: string }>('trucks/search/placeRequested'),
  /** Favourite (`favourite` true) or unfavourite a truck or a carrier company; `was` is what it showed before. */
  favouriteToggled: createAction<{ target: FavouriteTarget; favourite: boolean; was: boolean }>('trucks/search/favouriteToggled'),
  place: placeSlice.actions,
  equipment: equipmentSlice.actions,
  favourites: favouritesSlice.actions,
};

export const selectSearchList = (root: RootState) => selectSearchState(root).list;
export const selectPlaceLookup = (root: RootState) => selectSearchState(root).place;
export const selectEquipment = (root: RootState) => selectSearchState(root).equipment;
export const selectFavourites = (root: RootState) => selectSearchState(root).favourites;

/** The list's state type (for sagas). */
export type SearchListState = PagedListState<FoundTruck>;

/** A found truck as the screen shows it: the user's changes of this page over the server's flags. */
export function withFavourites(truck: FoundTruck, favourites: FavouritesState): FoundTruck {
  const own = favourites.changed[targetKey({ kind: 'trucker', id: truck._id })];
  const company = favourites.changed[targetKey({ kind: 'company', id: truck.companyId })];
  return { ...truck, favourite: own ?? truck.favourite, companyFavourite: company ?? truck.companyFavourite };
}

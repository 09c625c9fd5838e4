import { combineReducers, createAction } from '@reduxjs/toolkit';
import type { FavouriteItem } from '@freight/contracts';
import { settings } from '@freight/api-client';
import { createCallsSlice, createPagedList, type CallState, type PagedListState, type RootState } from '@freight/store';

/**
 * /setting/favourites: the user's favourite trucks and carriers (settings-manager/favourites, added from the fleet
 * screens), each removable (favourite-manager/remove-fav) and opening its detail.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through `selectFavouritesState`.
 */
export const FAVOURITES_KEY = 'favourites';

/** The list's kind filter (URL `?kind=`): trucks (trucks and owner-operators' trucks) or carriers (owner-operators and companies). */
export const FAVOURITE_FILTERS = ['trucks', 'carriers'] as const;

/** How many favourites a search looks through (the call's largest page). */
export const SEARCH_SCOPE = 100;
const matches = (item: FavouriteItem, words: string) => [item.name, item.reference, item.city, item.state].some((text) => text?.toLowerCase().includes(words));

export interface FavouritesState {
  list: PagedListState<FavouriteItem>;
  calls: { remove: CallState<void> };
}

const calls = createCallsSlice<{ remove: void }>('settings/favourites/calls', ['remove']);

let initial: FavouritesState | undefined;
export function selectFavouritesState(root: RootState): FavouritesState {
  const own = (root as { settings?: Record<string, unknown> }).settings?.[FAVOURITES_KEY] as FavouritesState | undefined;
  return own ?? (initial ??= favouritesReducer(undefined, { type: '@@settings/favourites/init' }));
}

export const favouriteList = createPagedList<FavouriteItem>({
  name: 'settings/favourites/list',
  fetchPage: async ({ page, limit, search, filters }) => {
    const kind = FAVOURITE_FILTERS.find((known) => known === filters.kind);
    const words = search.trim().toLowerCase();
    if (!words) {
      const response = await settings.favourites({ page, limit, ...(kind ? { kind } : {}) }, { silent: true });
      return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
    }
    // The call has no search: a user's favourites are few, so the search runs here over the first SEARCH_SCOPE.
    const response = await settings.favourites({ page: 1, limit: SEARCH_SCOPE, ...(kind ? { kind } : {}) }, { silent: true });
    const found = (response.data?.items ?? []).filter((item) => matches(item, words));
    return { items: found.slice((page - 1) * limit, page * limit), total: found.length };
  },
  selectState: (root) => selectFavouritesState(root).list,
  filterNames: ['kind'],
});

export const favouritesReducer = combineReducers({ list: favouriteList.reducer, calls: calls.reducer });

export const favouritesActions = {
  removeRequested: createAction<FavouriteItem>('settings/favourites/removeRequested'),
  ...calls.actions,
};

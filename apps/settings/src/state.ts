import { combineReducers } from '@reduxjs/toolkit';
import { PROFILE_KEY, profileReducer, type ProfileState } from './profile/state';
import { BUSINESS_KEY, businessReducer, type BusinessState } from './business/state';
import { DEFAULTS_KEY, defaultsReducer, type DefaultsState } from './defaults/state';
import { FAVOURITES_KEY, favouritesReducer, type FavouritesState } from './favourites/state';

/** The module's state sits under this key of the one store. */
export const FEATURE_KEY = 'settings';

/**
 * One reducer per screen folder (profile/, business/, defaults/, favourites/), each folder's own `state.ts` (which
 * reads its part through its own selector, never importing this file), combined here.
 */
interface SettingsModuleState {
  /** profile/: /setting/profile and its tabs (profile, company, password). */
  [PROFILE_KEY]: ProfileState;
  /** business/: /setting/businessDetails (and ?type=carrier) and the business addresses. */
  [BUSINESS_KEY]: BusinessState;
  /** defaults/: /setting/default. */
  [DEFAULTS_KEY]: DefaultsState;
  /** favourites/: /setting/favourites. */
  [FAVOURITES_KEY]: FavouritesState;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    settings: SettingsModuleState;
  }
}

export const settingsReducer = combineReducers({
  [PROFILE_KEY]: profileReducer,
  [BUSINESS_KEY]: businessReducer,
  [DEFAULTS_KEY]: defaultsReducer,
  [FAVOURITES_KEY]: favouritesReducer,
});

/**
 * The module's state, under `loads` in the one store. Each screen folder (loads/, quotes/, board/, bulk/) and the
 * look-ups (resources.ts) add their part to `LoadsModuleState` beside their reducer, by declaration merging, and read
 * it with `featurePartSelector(FEATURE_KEY, <part>, <its reducer>)`; state.ts combines the parts' reducers. This file
 * imports none of them and none of them imports state.ts, so the module's state has no import cycle.
 */
export const FEATURE_KEY = 'loads';

// Filled by the folders (`declare module '../module-state' { interface LoadsModuleState { quotes: QuotesState } }`).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoadsModuleState {}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    loads: LoadsModuleState;
  }
}

/**
 * The module's state, under `publicPages` in the one store. Each folder (confirm-quote/, driver/, tracking/) and the
 * look-ups (resources.ts) add their part to `PublicPagesState` beside their reducer, by declaration merging, and read
 * it with `featurePartSelector(FEATURE_KEY, <part>, <its reducer>)`; state.ts combines the parts' reducers. This file
 * imports none of them and none of them imports state.ts, so the module's state has no import cycle.
 */
export const FEATURE_KEY = 'publicPages';

// Filled by the folders (`declare module '../module-state' { interface PublicPagesState { tracking: TrackingState } }`).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PublicPagesState {}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    publicPages: PublicPagesState;
  }
}

import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, FeatureDefinition, RootState } from './store';

/**
 * Typed hooks; the untyped react-redux ones (`useDispatch`, `useSelector`, `useStore`) are banned by lint.
 * `RootState` knows every slice: the platform's, and each feature's through `LazyLoadedSlices`.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Injects a feature's reducer and saga when a component using it first mounts (a lib's own state, e.g. the
 * address picker's look-ups, which several remotes render). Idempotent: the store injects a key once.
 */
export function useFeature(feature: FeatureDefinition): void {
  const store = useAppStore();
  // Call it before the component's own effects: effects run in order, so the saga listens before the first
  // request. Until then the feature's selectors give its initial state (`featureSelector`).
  useEffect(() => store.injectFeature(feature), [store, feature]);
}

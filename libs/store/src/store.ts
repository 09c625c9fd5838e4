import { combineSlices, configureStore, type Reducer, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type SagaMonitor } from 'redux-saga';
import { activitySlice } from './activity-slice';
import { toastSlice } from './toast-slice';
import { platformSlice } from './platform-slice';

export const FEATURE_INJECTED = '@@freight/featureInjected';

/**
 * Slices the platform creates the store with (`bootPlatform` passes auth and notifications). Each declares its
 * state here, beside its slice, by module augmentation:
 *
 *     declare module '@freight/store' { interface PlatformSlices { auth: AuthState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlatformSlices {}

/**
 * Slices a feature injects at run time (a remote's module, the shell's account pages), declared the same way
 * beside the feature's reducer (RTK's `LazyLoadedSlices` pattern):
 *
 *     declare module '@freight/store' { interface LazyLoadedSlices { address: AddressModuleState } }
 *
 * They are optional in `RootState`: a feature's selector falls back to its initial state (`featureSelector`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * A new root reducer for each store: RTK's `inject` changes the reducer it is called on (`withLazyLoadedSlices` only
 * casts it), so one shared reducer would carry a feature injected into one store into every later store (tests
 * then passed on a feature that an earlier test had injected).
 */
const createCoreReducer = () => combineSlices(activitySlice, toastSlice, platformSlice);
type CoreState = ReturnType<ReturnType<typeof createCoreReducer>>;

/** The state of the one store, as every selector sees it. */
export type RootState = CoreState & PlatformSlices & Partial<LazyLoadedSlices>;

/** Key and initial state of a feature, for selectors that run before (or without) its injection. */
export type FeatureKey = keyof LazyLoadedSlices;

/**
 * The selector of a lazily injected feature's whole state: its state once injected, else its reducer's initial
 * state (a selector may run before the first action reached the injected reducer).
 */
export function featureSelector<K extends FeatureKey>(key: K, reducer: Reducer<LazyLoadedSlices[K]>) {
  let initial: LazyLoadedSlices[K] | undefined;
  return (root: RootState): LazyLoadedSlices[K] => {
    const features: Partial<LazyLoadedSlices> = root;
    return features[key] ?? (initial ??= reducer(undefined, { type: FEATURE_INJECTED }));
  };
}

/**
 * The selector of one part of a feature's state (a screen folder's, under `key.part`), made from that part's own
 * reducer: its state once the feature is injected, else the part's initial state. A folder reads its part with it
 * without importing the module's combined reducer, which imports the folder (no import cycle): the module declares
 * its state as an interface its folders add their part to, as the store's `LazyLoadedSlices` does one level up.
 */
export function featurePartSelector<K extends FeatureKey, P extends keyof LazyLoadedSlices[K]>(key: K, part: P, reducer: Reducer<LazyLoadedSlices[K][P]>) {
  let initial: LazyLoadedSlices[K][P] | undefined;
  return (root: RootState): LazyLoadedSlices[K][P] => {
    const features: Partial<LazyLoadedSlices> = root;
    const feature: LazyLoadedSlices[K] | undefined = features[key];
    return feature?.[part] ?? (initial ??= reducer(undefined, { type: FEATURE_INJECTED }));
  };
}

/** A feature of a module: its reducer under `key` and its saga, injected on first mount. */
export interface FeatureDefinition<K extends string = string> {
  key: K;
  reducer?: Reducer;
  saga?: Saga;
}

/** Typed identity: the reducer's state must be what the feature declared in `LazyLoadedSlices`. */
export const defineFeature = <K extends FeatureKey>(feature: { key: K; reducer?: Reducer<LazyLoadedSlices[K]>; saga?: Saga }): FeatureDefinition<K> =>
  feature as FeatureDefinition<K>;

/**
 * The one store. The shell creates it with its own slices; each remote injects its
 * reducer and saga on first mount (`injectFeature`), so remotes never build a store.
 */
export function createAppStore(
  options: {
    slices?: Slice[];
    sagas?: Saga[];
    preloadedState?: Partial<RootState>;
    /** Watches the sagas' effects (libs/testing waits with it for the sagas an action started). */
    sagaMonitor?: SagaMonitor;
  } = {},
) {
  const rootReducer = createCoreReducer().withLazyLoadedSlices<PlatformSlices & LazyLoadedSlices>();
  // The platform's slices are there from the start (before configureStore reads the initial state).
  for (const slice of options.slices ?? []) rootReducer.inject({ reducerPath: slice.reducerPath as never, reducer: slice.reducer as never });
  const sagaMiddleware = createSagaMiddleware(options.sagaMonitor ? { sagaMonitor: options.sagaMonitor } : {});
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: options.preloadedState as RootState | undefined,
    // Development's state checks stay on; their timing warning (32 ms by default) speaks of a busy machine, not of
    // the state, so only a check slow enough to matter in use is reported.
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { warnAfter: 500 }, immutableCheck: { warnAfter: 500 } }).concat(sagaMiddleware),
  });
  const runningSagas = new Set<string>();

  const runSaga = (key: string, saga: Saga) => {
    if (runningSagas.has(key)) return;
    runningSagas.add(key);
    sagaMiddleware.run(saga);
  };
  options.sagas?.forEach((saga, index) => runSaga(`app:${index}`, saga));

  /** Adds a feature's reducer under `key` and starts its saga, once. */
  const injectFeature = (feature: FeatureDefinition) => {
    if (feature.reducer && !(feature.key in store.getState())) {
      rootReducer.inject({ reducerPath: feature.key as never, reducer: feature.reducer as never });
      // An injected reducer has no state until the next action: give it its initial state now.
      store.dispatch({ type: FEATURE_INJECTED, payload: feature.key });
    }
    if (feature.saga) runSaga(feature.key, feature.saga);
  };

  return Object.assign(store, { injectFeature });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

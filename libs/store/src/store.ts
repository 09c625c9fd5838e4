import { combineSlices, configureStore, type Reducer, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { activitySlice } from './activity-slice';
import { toastSlice } from './toast-slice';
import { platformSlice } from './platform-slice';

export const FEATURE_INJECTED = '@@freight/featureInjected';

/**
 * The one store. The shell creates it with its own slices; each remote injects its
 * reducer and saga on first mount (`injectFeature`), so remotes never build a store.
 */
export function createAppStore(options: { slices?: Slice[]; sagas?: Saga[]; preloadedState?: Record<string, unknown> } = {}) {
  const rootReducer = combineSlices(activitySlice, toastSlice, platformSlice, ...(options.slices ?? [])).withLazyLoadedSlices<
    Record<string, unknown>
  >();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as never,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const runningSagas = new Set<string>();

  const runSaga = (key: string, saga: Saga) => {
    if (runningSagas.has(key)) return;
    runningSagas.add(key);
    sagaMiddleware.run(saga);
  };
  options.sagas?.forEach((saga, index) => runSaga(`app:${index}`, saga));

  /** Adds a feature's reducer under `key` and starts its saga, once. */
  const injectFeature = (feature: { key: string; reducer?: Reducer; saga?: Saga }) => {
    if (feature.reducer && !(feature.key in (store.getState() as object))) {
      rootReducer.inject({ reducerPath: feature.key, reducer: feature.reducer });
      // An injected reducer has no state until the next action: give it its initial state now.
      store.dispatch({ type: FEATURE_INJECTED, payload: feature.key });
    }
    if (feature.saga) runSaga(feature.key, feature.saga);
  };

  return Object.assign(store, { injectFeature });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

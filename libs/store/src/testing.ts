import type { Action } from '@reduxjs/toolkit';
import type { SagaMonitor, Task } from 'redux-saga';
import { createAppStore, type AppStore, type FeatureDefinition } from './store';

type StoreOptions = NonNullable<Parameters<typeof createAppStore>[0]>;

export interface TestStore {
  store: AppStore;
  /** Resolves when every saga task started since the last wait has finished, and those they started in turn. */
  waitForSagas: () => Promise<void>;
  /** Dispatches and waits for the sagas the action started (a save: check, call, toast, refetch, navigation). */
  dispatchAndWait: (action: Action) => Promise<void>;
  /** Every action dispatched so far, in order (what a screen asked for). */
  dispatched: () => Action[];
}

const isTask = (value: unknown): value is Task =>
  typeof value === 'object' && value !== null && 'toPromise' in value && typeof value.toPromise === 'function' && 'isRunning' in value;

/**
 * Test support, not exported by the lib's index (production never loads it): tests import it from `@freight/testing`
 * (the lib's own specs from './testing', which keeps the dependency graph free of cycles).
 *
 * The real store (`createAppStore`) with the features given, watched by a saga monitor: every task a saga forks
 * (a `takeLatest` worker, a list's fetch) is recorded, so a test waits for exactly the work an action started
 * instead of sleeping. The features' watchers, started at injection, are not waited for (they run forever).
 */
export function createTestStore(options: StoreOptions & { features?: FeatureDefinition[] } = {}): TestStore {
  const pending = new Set<Task>();
  const actions: Action[] = [];
  /** True while a feature is injected: the tasks its saga forks then are watchers, which never end. */
  let injecting = false;
  const sagaMonitor: SagaMonitor = {
    effectResolved: (_effectId, result) => {
      if (isTask(result) && !injecting) pending.add(result);
    },
    actionDispatched: (action) => void actions.push(action),
  };
  const store = createAppStore({ ...options, sagaMonitor });
  pending.clear();
  // Features injected later too (a component's `useFeature`): their watchers are not waited for either.
  const inject = store.injectFeature;
  store.injectFeature = (feature) => {
    injecting = true;
    try {
      inject(feature);
    } finally {
      injecting = false;
    }
  };
  for (const feature of options.features ?? []) store.injectFeature(feature);

  const waitForSagas = async () => {
    while (pending.size > 0) {
      const batch = [...pending];
      pending.clear();
      // A failed or cancelled task counts as finished: the test asserts what it left behind.
      await Promise.all(batch.map((task) => task.toPromise().catch(() => undefined)));
    }
  };
  return {
    store,
    waitForSagas,
    dispatchAndWait: async (action) => {
      store.dispatch(action);
      await waitForSagas();
    },
    dispatched: () => [...actions],
  };
}

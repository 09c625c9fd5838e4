import { combineReducers, createSlice } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { callFinished, callStarted, selectIsBlocking, selectIsLoading } from './activity-slice';
import { createAppStore, featurePartSelector } from './store';
import { selectToasts, showToast } from './toast-slice';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, echoed: 0 },
  reducers: {
    increment: (state) => void (state.value += 1),
    echoed: (state) => void (state.echoed += 1),
  },
});

declare module '@freight/store' {
  interface LazyLoadedSlices {
    storeSpecParts: { counter: { value: number; echoed: number } };
  }
}

function* counterSaga() {
  yield takeEvery(counter.actions.increment.type, function* () {
    yield put(counter.actions.echoed());
  });
}

describe('the one store', () => {
  it('injects a feature reducer and saga on first mount, once', () => {
    const store = createAppStore();
    expect(store.getState()).not.toHaveProperty('counter');
    const feature = { key: 'counter', reducer: counter.reducer, saga: counterSaga };
    store.injectFeature(feature);
    store.injectFeature(feature); // a second mount must not start the saga twice
    store.dispatch(counter.actions.increment());
    expect(store.getState()).toHaveProperty('counter', { value: 1, echoed: 1 });
  });

  it('keeps a loading flag per call and blocks only for non-silent calls', () => {
    const store = createAppStore();
    store.dispatch(callStarted({ key: 'a', silent: true }));
    expect(selectIsLoading(store.getState(), 'a')).toBe(true);
    expect(selectIsBlocking(store.getState())).toBe(false);
    store.dispatch(callStarted({ key: 'b', silent: false }));
    expect(selectIsBlocking(store.getState())).toBe(true);
    store.dispatch(callFinished({ key: 'b', silent: false }));
    store.dispatch(callFinished({ key: 'a', silent: true }));
    expect(selectIsBlocking(store.getState())).toBe(false);
    expect(selectIsLoading(store.getState(), 'a')).toBe(false);
  });

  it('queues toasts with ids', () => {
    const store = createAppStore();
    store.dispatch(showToast({ kind: 'success', messageKey: 'x.y' }));
    expect(selectToasts(store.getState())).toEqual([{ id: expect.any(String), kind: 'success', messageKey: 'x.y' }]);
  });

  it('shows words already on screen once (several calls failing at once), other words beside them', () => {
    const store = createAppStore();
    for (let i = 0; i < 5; i += 1) store.dispatch(showToast({ kind: 'error', messageKey: 'errors.fallback' }));
    store.dispatch(showToast({ kind: 'error', text: 'Database unavailable' }));
    store.dispatch(showToast({ kind: 'error', text: 'Database unavailable' }));
    store.dispatch(showToast({ kind: 'warning', messageKey: 'errors.fallback' }));
    expect(selectToasts(store.getState()).map(({ kind, messageKey, text }) => [kind, messageKey ?? text])).toEqual([
      ['error', 'errors.fallback'],
      ['error', 'Database unavailable'],
      ['warning', 'errors.fallback'],
    ]);
  });

  it("reads one part of a feature from the part's own reducer: its initial state until injected, then the injected one", () => {
    const store = createAppStore();
    const selectCounter = featurePartSelector('storeSpecParts', 'counter', counter.reducer);
    expect(selectCounter(store.getState())).toEqual({ value: 0, echoed: 0 });
    store.injectFeature({ key: 'storeSpecParts', reducer: combineReducers({ counter: counter.reducer }) });
    store.dispatch(counter.actions.increment());
    expect(selectCounter(store.getState())).toEqual({ value: 1, echoed: 0 });
  });
});

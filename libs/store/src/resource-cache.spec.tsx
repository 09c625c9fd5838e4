import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createTestStore } from './testing';
import { createResourceCache, type ResourceCacheState } from './resource-cache';
import { featureSelector } from './store';

declare module '@freight/store' {
  interface LazyLoadedSlices {
    resourceSpec: ResourceCacheState;
  }
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function setup() {
  const fetchers = {
    thing: jest.fn(async (id: string) => {
      if (id === 'gone') throw new HttpError(404);
      if (id === 'broken') throw new HttpError(500);
      return { id, name: `Thing ${id}` };
    }),
    count: jest.fn(async (id: string) => id.length),
  };
  const cache = createResourceCache({ name: 'spec/resources', fetchers, selectState: (root): ResourceCacheState => selectFeature(root) });
  const selectFeature = featureSelector('resourceSpec', cache.reducer);
  const test = createTestStore({ features: [{ key: 'resourceSpec', reducer: cache.reducer, saga: cache.saga }] });
  return { ...test, cache, fetchers };
}

describe('the resource cache', () => {
  it('fetches by resource and id and keeps each entry with its own type', async () => {
    const { store, dispatchAndWait, cache, fetchers } = setup();
    expect(cache.selectEntry('thing', 'a1')(store.getState())).toEqual({ status: 'loading' });
    await dispatchAndWait(cache.actions.requested({ resource: 'thing', id: 'a1' }));
    await dispatchAndWait(cache.actions.requested({ resource: 'count', id: 'abc' }));
    expect(fetchers.thing).toHaveBeenCalledWith('a1');
    const thing = cache.selectEntry('thing', 'a1')(store.getState());
    expect(thing).toEqual({ status: 'loaded', data: { id: 'a1', name: 'Thing a1' } });
    expect(cache.selectEntry('count', 'abc')(store.getState()).data).toBe(3);
  });

  it('tells a record that does not exist (404) from a failure', async () => {
    const { store, dispatchAndWait, cache } = setup();
    await dispatchAndWait(cache.actions.requested({ resource: 'thing', id: 'gone' }));
    await dispatchAndWait(cache.actions.requested({ resource: 'thing', id: 'broken' }));
    expect(cache.selectEntry('thing', 'gone')(store.getState())).toEqual({ status: 'failed', notFound: true });
    expect(cache.selectEntry('thing', 'broken')(store.getState())).toEqual({ status: 'failed', notFound: false });
  });

  it('keeps the last data on screen while it fetches again', async () => {
    const { store, dispatchAndWait, cache } = setup();
    await dispatchAndWait(cache.actions.requested({ resource: 'thing', id: 'a1' }));
    store.dispatch(cache.actions.requested({ resource: 'thing', id: 'a1' }));
    expect(cache.selectEntry('thing', 'a1')(store.getState())).toEqual({ status: 'loading', data: { id: 'a1', name: 'Thing a1' } });
  });

  it('useResource fetches on mount, again when the id changes, and on retry', async () => {
    const { store, waitForSagas, cache, fetchers } = setup();
    function Thing({ id }: { id: string }) {
      const entry = cache.useResource('thing', id);
      return (
        <p>
          {entry.status} {entry.data?.name}
          <button type="button" onClick={entry.retry}>
            retry
          </button>
        </p>
      );
    }
    const { rerender } = render(
      <Provider store={store}>
        <Thing id="a1" />
      </Provider>,
    );
    await act(waitForSagas);
    expect(screen.getByText('loaded Thing a1')).toBeInTheDocument();
    rerender(
      <Provider store={store}>
        <Thing id="b2" />
      </Provider>,
    );
    await act(waitForSagas);
    expect(screen.getByText('loaded Thing b2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    await act(waitForSagas);
    expect(fetchers.thing.mock.calls.map(([id]) => id)).toEqual(['a1', 'b2', 'b2']);
  });
});

import { LANE } from './fixtures';
import { laneActions, laneReducer } from './state';

describe('the lane history slice', () => {
  const first = { id: 'a', months: 12 } as const;

  it('keeps the answer of the query asked last only (an older answer is dropped)', () => {
    let state = laneReducer(undefined, laneActions.loading(first));
    state = laneReducer(state, laneActions.loading({ id: 'a', months: 3 }));
    state = laneReducer(state, laneActions.loaded({ query: first, data: LANE }));
    expect(state).toMatchObject({ status: 'loading', data: undefined });
    state = laneReducer(state, laneActions.loaded({ query: { id: 'a', months: 3 }, data: LANE }));
    expect(state).toMatchObject({ status: 'loaded', data: LANE });
  });

  it("keeps the lane's figures while another range of the same lane loads, not another lane's", () => {
    let state = laneReducer(undefined, laneActions.loading(first));
    state = laneReducer(state, laneActions.loaded({ query: first, data: LANE }));
    state = laneReducer(state, laneActions.loading({ id: 'a', months: 24 }));
    expect(state.data).toBe(LANE);
    state = laneReducer(state, laneActions.loading({ id: 'b', months: 24 }));
    expect(state.data).toBeUndefined();
  });

  it('an unknown lane and a failure are states of the page', () => {
    let state = laneReducer(undefined, laneActions.loading(first));
    expect(laneReducer(state, laneActions.notFound(first)).status).toBe('notFound');
    state = laneReducer(state, laneActions.failed({ query: first, errorText: 'Internal error' }));
    expect(state).toMatchObject({ status: 'failed', errorText: 'Internal error' });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { call, delay, put, takeLatest } from 'redux-saga/effects';
import { navigateTo } from '@freight/auth';
import { showToast, useAppDispatch } from '@freight/store';
import { createTestStore, renderWithProviders } from './index';

const started = () => ({ type: 'spec/started' }) as const;

/** A saga that takes a while (two awaited steps and a timer), then says so and navigates. */
function* work() {
  yield call(() => Promise.resolve());
  yield delay(5);
  yield put(showToast({ kind: 'success', text: 'Done' }));
  yield call(navigateTo, '/done?x=1');
}
const feature = {
  key: 'spec',
  saga: function* () {
    yield takeLatest('spec/started', work);
  },
};

function StartButton() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(started())}>
      Start
    </button>
  );
}

describe('the test kit', () => {
  it('waits for exactly the sagas an action started', async () => {
    const { store, dispatchAndWait, dispatched } = createTestStore({ features: [feature] });
    await dispatchAndWait(started());
    expect(store.getState().toasts).toEqual([expect.objectContaining({ text: 'Done' })]);
    expect(dispatched().map((action) => action.type)).toEqual(['spec/started', 'toasts/showToast']);
  });

  it('renders with the store, the router (sagas navigate in it) and the toasts', async () => {
    const { user, waitForSagas, location } = await renderWithProviders(<StartButton />, { route: '/start', path: '/start', features: [feature] });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await act(waitForSagas);
    expect(screen.getByText('Done')).toBeInTheDocument();
    // The router applies a navigation as a transition, which React may finish a little after the saga.
    await waitFor(() => expect(location()).toBe('/done?x=1'));
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });
});

import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { purchaseManager } from '@freight/api-client';
import type { OpenBoardData } from '@freight/contracts';
import { realtimeFake } from '@freight/testing';
import { CONTAINERS_QUIET_MS } from '../live';
import { BOARD_REFRESH_MS, boardSaga, fetchBoard } from './sagas';
import { boardActions, boardReducer } from './state';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager'));
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const openBoard = purchaseManager.openBoard as jest.Mock;

const BOARD: OpenBoardData = { rows: [], generatedAt: '2026-11-24T08:00:00.000Z' };

function run<Args extends unknown[]>(saga: Saga<Args>, ...args: Args) {
  const dispatched: Array<{ type: string; payload?: unknown }> = [];
  const actions = stdChannel();
  const task = runSaga(
    {
      dispatch: (action: { type: string }) => {
        dispatched.push(action);
        actions.put(action);
      },
      getState: () => ({}),
      channel: actions,
    },
    saga,
    ...args,
  );
  return { task, dispatched, dispatch: (action: { type: string }) => actions.put(action) };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  realtimeFake.reset();
  openBoard.mockResolvedValue({ status: true, data: BOARD });
});
afterEach(() => jest.useRealTimers());

const loadedCount = (dispatched: Array<{ type: string }>) => dispatched.filter((action) => action.type === boardActions.loaded.type).length;

describe("the wall board's sagas", () => {
  it('fetch the board quietly; a failure keeps the last board (failed status only)', async () => {
    const { task, dispatched } = run(fetchBoard);
    await task.toPromise();
    expect(openBoard).toHaveBeenCalledWith({ silent: true });
    expect(dispatched).toEqual([boardActions.loaded({ data: BOARD, receivedAt: new Date().toISOString() })]);

    let state = boardReducer(undefined, dispatched[0] as ReturnType<typeof boardActions.loaded>);
    openBoard.mockRejectedValueOnce(new Error('504'));
    const again = run(fetchBoard);
    await again.task.toPromise();
    expect(again.dispatched).toEqual([boardActions.failed()]);
    state = boardReducer(state, boardActions.failed());
    expect(state).toMatchObject({ status: 'failed', data: BOARD });
  });

  it('from opening to closing: fetch at once, every minute, and after a burst of containers.updated', async () => {
    const { task, dispatch, dispatched } = run(boardSaga);
    expect(openBoard).not.toHaveBeenCalled();
    dispatch(boardActions.opened());
    await jest.advanceTimersByTimeAsync(0);
    expect(loadedCount(dispatched)).toBe(1);

    await jest.advanceTimersByTimeAsync(BOARD_REFRESH_MS);
    expect(loadedCount(dispatched)).toBe(2);

    expect(realtimeFake.count('containers.updated')).toBe(1);
    realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds: ['p1'] });
    realtimeFake.emit('containers.updated', { containerIds: ['c2'], purchaseOrderIds: ['p1'] });
    await jest.advanceTimersByTimeAsync(CONTAINERS_QUIET_MS);
    expect(loadedCount(dispatched)).toBe(3);

    dispatch(boardActions.closed());
    expect(realtimeFake.count('containers.updated')).toBe(0);
    await jest.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 3);
    expect(loadedCount(dispatched)).toBe(3);
    task.cancel();
  });
});

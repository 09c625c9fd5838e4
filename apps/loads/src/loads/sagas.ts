import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { fieldErrorsOf, loadBoard, loadTrucks } from '@freight/api-client';
import type { SubloadInput } from '@freight/contracts';
import { showToast } from '@freight/store';
import { resources } from '../resources';
import { actionCalls, loadActions, loadEdits, loadList, type ActionCalls } from './state';

type CallName = keyof ActionCalls & string;

/**
 * One button's call: started, the call, the spec's success toast, then what must be fetched again. A failure keeps the
 * screen as it was, with the server's field errors (the API client has shown its message, e.g. a 409).
 */
function* run(name: CallName, request: () => Promise<unknown>, messageKey: string, after: () => SagaIterator): SagaIterator {
  yield put(actionCalls.actions.started(name));
  try {
    yield call(request);
  } catch (error) {
    yield put(actionCalls.actions.failed(name, { fieldErrors: fieldErrorsOf(error) }));
    return;
  }
  yield put(actionCalls.actions.succeeded(name));
  yield put(showToast({ kind: 'success', messageKey }));
  yield call(after);
}

function* broadcast({ payload }: PayloadAction<{ loadUuid: string }>): SagaIterator {
  yield call(
    run,
    'broadcast',
    () => loadBoard.broadcast(payload.loadUuid),
    'loads:list.messages.broadcast',
    function* () {
      yield put(loadList.actions.requested());
    },
  );
}

function* assign({ payload }: PayloadAction<{ loadUuid: string; truckerId: string; trucksKey: string }>): SagaIterator {
  yield call(
    run,
    'assign',
    () => loadTrucks.assign({ loadId: payload.loadUuid, truckerId: payload.truckerId }),
    'loads:nearTruck.assigned',
    function* () {
      yield put(resources.actions.requested({ resource: 'load', id: payload.loadUuid }));
      yield put(resources.actions.requested({ resource: 'availableTrucks', id: payload.trucksKey }));
      yield put(loadList.actions.requested());
    },
  );
}

function* split({ payload }: PayloadAction<{ parentUuid: string; values: SubloadInput }>): SagaIterator {
  yield call(
    run,
    'split',
    () => loadTrucks.addSubload(payload.parentUuid, payload.values),
    'loads:form.subloads.added',
    function* () {
      yield put(resources.actions.requested({ resource: 'subloads', id: payload.parentUuid }));
      yield put(resources.actions.requested({ resource: 'load', id: payload.parentUuid }));
    },
  );
}

/** The loads screens' off-screen work: the list, save and remove (kit), and the buttons' calls. */
export function* loadsScreensSaga(): SagaIterator {
  yield all([
    call(loadList.saga),
    call(loadEdits.saga),
    takeLatest(loadActions.broadcastRequested.type, broadcast),
    takeLatest(loadActions.assignRequested.type, assign),
    takeLatest(loadActions.splitRequested.type, split),
  ]);
}

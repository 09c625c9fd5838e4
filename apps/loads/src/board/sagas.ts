import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, failedCallText, fieldErrorsOf, loadBoard, locatePlace, type FoundPlace } from '@freight/api-client';
import type { ApiEnvelope, LoadAcceptData } from '@freight/contracts';
import { showToast, type PagedListState } from '@freight/store';
import type { LoadBoardItem } from '@freight/contracts';
import type { BoardEnd } from './api';
import { boardActions, boardList, selectBoardList } from './state';

/** The filters with one end of the search set to a place (or cleared), its radius kept. */
export function withPlace(filters: Record<string, string>, end: BoardEnd, place: FoundPlace | undefined): Record<string, string> {
  const next = { ...filters };
  for (const key of [end, `${end}Lat`, `${end}Lng`]) delete next[key];
  if (place) Object.assign(next, { [end]: place.label, [`${end}Lat`]: place.lat.toFixed(5), [`${end}Lng`]: place.lng.toFixed(5) });
  // Nearest first needs an origin: without one the board's default order applies.
  if (end === 'from' && !place && next.sort === 'distance') delete next.sort;
  return next;
}

function* changeFilters(filters: Record<string, string>): SagaIterator {
  const list: PagedListState<LoadBoardItem> = yield select(selectBoardList);
  yield put(boardList.actions.queryChanged({ page: 1, limit: list.limit, search: list.search, filters }));
}

function* findPlace({ payload: { end, text } }: PayloadAction<{ end: BoardEnd; text: string }>): SagaIterator {
  const list: PagedListState<LoadBoardItem> = yield select(selectBoardList);
  if (!text.trim()) {
    yield put(boardActions.places.found(end));
    yield call(changeFilters, withPlace(list.filters, end, undefined));
    return;
  }
  yield put(boardActions.places.searching(end));
  try {
    const place: FoundPlace = yield call(locatePlace, text);
    yield put(boardActions.places.found(end));
    const current: PagedListState<LoadBoardItem> = yield select(selectBoardList);
    yield call(changeFilters, withPlace(current.filters, end, place));
  } catch (error) {
    const fields = Object.values(fieldErrorsOf(error));
    const text = fields[0] ?? (error instanceof ApiError && error.status === 404 ? failedCallText(error) : undefined);
    yield put(boardActions.places.notFound(text ? { end, errorText: text } : { end, errorKey: 'loads:board.place.notFound' }));
  }
}

/**
 * Accepting a load: load-accept-by-fleet, the API's message ('Load has been successfully accepted', in the user's
 * language), the page fetched again. A refusal (409: taken meanwhile) is the API client's error toast; the page is
 * fetched again then too, so the load's new state shows.
 */
function* accept({ payload }: PayloadAction<{ _id: string; loadId: string }>): SagaIterator {
  yield put(boardActions.started('accept'));
  try {
    const answer: ApiEnvelope<LoadAcceptData> = yield call(loadBoard.accept, { loadId: payload._id });
    yield put(boardActions.succeeded('accept', { loadId: payload.loadId, orderId: answer.data?.order.orderId ?? '' }));
    yield put(showToast(answer.message ? { kind: 'success', text: answer.message } : { kind: 'success', messageKey: 'loads:board.accepted' }));
  } catch (error) {
    yield put(boardActions.failed('accept', { fieldErrors: fieldErrorsOf(error), errorText: failedCallText(error) }));
  }
  yield put(boardList.actions.requested());
}

/** The load board's work off screen. */
export function* boardSaga(): SagaIterator {
  yield all([call(boardList.saga), takeLatest(boardActions.placeRequested.type, findPlace), takeLeading(boardActions.acceptRequested.type, accept)]);
}

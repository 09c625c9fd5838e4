import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, failedCallText, favouriteManager, fieldErrorsOf, locatePlace, type FoundPlace } from '@freight/api-client';
import type { ApiEnvelope, EquipmentType, FavouriteRequest, FavouriteResult } from '@freight/contracts';
import { showToast } from '@freight/store';
import { fetchEquipment } from './api';
import { searchActions, searchList, selectSearchList, type FavouriteTarget, type SearchListState } from './state';

/** The filters with the place set (or cleared), the rest of the search kept. */
export function withPlace(filters: Record<string, string>, place: FoundPlace | undefined): Record<string, string> {
  const next = { ...filters };
  for (const key of ['place', 'lat', 'lng']) delete next[key];
  if (place) Object.assign(next, { place: place.label, lat: place.lat.toFixed(5), lng: place.lng.toFixed(5) });
  return next;
}

function* changeFilters(filters: Record<string, string>): SagaIterator {
  const list: SearchListState = yield select(selectSearchList);
  yield put(searchList.actions.queryChanged({ page: 1, limit: list.limit, search: '', filters }));
}

function* findPlace({ payload: { text } }: PayloadAction<{ text: string }>): SagaIterator {
  const list: SearchListState = yield select(selectSearchList);
  if (!text.trim()) {
    yield put(searchActions.place.found());
    yield call(changeFilters, withPlace(list.filters, undefined));
    return;
  }
  yield put(searchActions.place.searching());
  try {
    const place: FoundPlace = yield call(locatePlace, text);
    yield put(searchActions.place.found());
    const current: SearchListState = yield select(selectSearchList);
    yield call(changeFilters, withPlace(current.filters, place));
  } catch (error) {
    const fields = Object.values(fieldErrorsOf(error));
    const message = fields[0] ?? (error instanceof ApiError && error.status === 404 ? failedCallText(error) : undefined);
    yield put(searchActions.place.notFound(message ? { errorText: message } : { errorKey: 'trucks:search.place.notFound' }));
  }
}

const bodyOf = (target: FavouriteTarget): FavouriteRequest => (target.kind === 'trucker' ? { truckerId: target.id } : { carrierCompanyId: target.id });

/**
 * Favouriting: the star changes at once (a silent call: the page stays usable); favourite-manager add-fav / remove-fav; the API's message ('User is now
 * Favourite Successfully' / 'User is now Unfavourite', in the user's language) as a toast. A failure takes the star
 * back (the API client shows its error toast).
 */
function* toggleFavourite({ payload: { target, favourite, was } }: PayloadAction<{ target: FavouriteTarget; favourite: boolean; was: boolean }>): SagaIterator {
  yield put(searchActions.favourites.started({ target, favourite }));
  try {
    const answer: ApiEnvelope<FavouriteResult> = yield call(favourite ? favouriteManager.add : favouriteManager.remove, bodyOf(target), { silent: true });
    yield put(searchActions.favourites.succeeded({ target }));
    yield put(
      showToast(
        answer.message
          ? { kind: 'success', text: answer.message }
          : { kind: 'success', messageKey: favourite ? 'trucks:search.favourited' : 'trucks:search.unfavourited' },
      ),
    );
  } catch {
    yield put(searchActions.favourites.rolledBack({ target, favourite: was }));
  }
}

function* loadEquipment(): SagaIterator {
  try {
    const items: EquipmentType[] = yield call(fetchEquipment);
    yield put(searchActions.equipment.loaded(items));
  } catch {
    yield put(searchActions.equipment.failed());
  }
}

/** The truck search's work off screen. */
export function* truckSearchSaga(): SagaIterator {
  yield all([
    call(searchList.saga),
    takeLatest(searchActions.placeRequested.type, findPlace),
    takeEvery(searchActions.favouriteToggled.type, toggleFavourite),
    takeLatest(searchActions.equipment.requested.type, loadEquipment),
  ]);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import type { FavouriteItem, FavouriteRequest } from '@freight/contracts';
import { callFailure, settings } from '@freight/api-client';
import { showToast } from '@freight/store';
import { favouriteList, favouritesActions } from './state';

/** remove-fav's target: the trucker (truck or owner-operator) or the carrier company. */
export const removeTarget = (item: FavouriteItem): FavouriteRequest =>
  (item.kind === 'company' ? { carrierCompanyId: item.carrierCompanyId! } : { truckerId: item.truckerId! }) as FavouriteRequest;

/** Removes a favourite (asked first by the list), says so ('User is now Unfavourite') and fetches the same page again. */
function* removeFavourite({ payload }: PayloadAction<FavouriteItem>): SagaIterator {
  yield put(favouritesActions.started('remove'));
  try {
    yield call(settings.removeFavourite, removeTarget(payload));
    yield put(favouritesActions.succeeded('remove'));
    yield put(showToast({ kind: 'success', messageKey: 'settings-profile:favourites.removed' }));
  } catch (error) {
    yield put(favouritesActions.failed('remove', callFailure(error)));
  }
  yield put(favouriteList.actions.requested());
}

export function* favouritesSaga(): SagaIterator {
  yield all([call(favouriteList.saga), takeEvery(favouritesActions.removeRequested.type, removeFavourite)]);
}

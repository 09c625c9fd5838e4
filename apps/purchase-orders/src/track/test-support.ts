import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { defineFeature } from '@freight/store';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { mapSaga } from '../map/sagas';
import { MAP_KEY, mapReducer } from '../map/state';
import type {} from '../state'; // the module's slice (LazyLoadedSlices.purchaseOrders) for defineFeature's key
import { trackSaga } from './sagas';
import { TRACK_KEY, trackReducer } from './state';

/** The track screen's and the map's part of the module, for their specs (the other screens' folders left out). */
export const trackMapFeature = defineFeature({
  key: 'purchaseOrders',
  reducer: combineReducers({ [TRACK_KEY]: trackReducer, [MAP_KEY]: mapReducer }) as never,
  saga: function* () {
    yield all([call(trackSaga), call(mapSaga)]);
  },
});

export const purchaseOrdersAreas = { 'purchase-orders': { en, sp, fr } };

import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { defineFeature } from '@freight/store';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { dashboardCalendarSaga } from '../calendar/sagas';
import { CALENDAR_KEY, dashboardCalendarReducer } from '../calendar/state';
import { DRIVERS_KEY, driversReducer, driversSaga } from '../drivers/state';
import { lanesSaga } from './sagas';
import { LANES_KEY, laneReducer } from './state';

/** The lane history's, driver schedule's and calendar's part of the dashboard module, for their screens' specs. */
export const lanesDriversCalendarFeature = defineFeature({
  key: 'dashboard',
  reducer: combineReducers({ [LANES_KEY]: laneReducer, [DRIVERS_KEY]: driversReducer, [CALENDAR_KEY]: dashboardCalendarReducer }) as never,
  saga: function* () {
    yield all([call(lanesSaga), call(driversSaga), call(dashboardCalendarSaga)]);
  },
});

export const dashboardAreas = { dashboard: { en, sp, fr } };

import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { defineFeature } from '@freight/store';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { scheduleSaga } from '../schedule/sagas';
import { SCHEDULE_KEY, scheduleReducer } from '../schedule/state';
import { calendarSaga } from './sagas';
import { CALENDAR_KEY, calendarReducer } from './state';

/** The calendar's and the schedule's part of the orders module, for their screens' specs. */
export const scheduleFeature = defineFeature({
  key: 'orders',
  reducer: combineReducers({ [CALENDAR_KEY]: calendarReducer, [SCHEDULE_KEY]: scheduleReducer }) as never,
  saga: function* () {
    yield all([call(calendarSaga), call(scheduleSaga)]);
  },
});

export const ordersAreas = { orders: { en, sp, fr } };

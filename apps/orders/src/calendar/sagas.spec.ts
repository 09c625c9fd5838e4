import { combineReducers } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { defineFeature, selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { DELIVERY_EVENT, PICKUP_EVENT, REQUEST_ID, REQUEST_VIEW } from './fixtures';
import { calendarSaga } from './sagas';
import { CALENDAR_KEY, calendarActions, calendarReducer, selectCalendarState } from './state';

// The unit under test is the calendar's saga; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('schedule'));
const api = mockedApi('schedule');
const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const refused = (status: number, message: string, errors?: Array<{ field: string; message: string }>) =>
  Promise.reject(new ApiError(status === 400 ? 'input' : 'server', status, { status: false, message, ...(errors ? { errors } : {}) }, message));

function setup() {
  const feature = defineFeature({ key: 'orders', reducer: combineReducers({ [CALENDAR_KEY]: calendarReducer }) as never, saga: calendarSaga });
  const t = createTestStore({ features: [feature] });
  api.schedule.events!.mockImplementation((range: { from: string; to: string }) => ok({ ...range, events: [PICKUP_EVENT, DELIVERY_EVENT], truncated: false }));
  return { ...t, state: () => selectCalendarState(t.store.getState()), toasts: () => selectToasts(t.store.getState()) };
}

beforeEach(() => jest.clearAllMocks());

describe('the calendar saga', () => {
  it('loads the events of the days on screen', async () => {
    const t = setup();
    t.store.dispatch(calendarActions.eventsRequested({ from: '2026-10-26', to: '2026-12-06' }));
    await waitFor(() => expect(t.state().events.status === 'loaded').toBe(true));
    expect(api.schedule.events).toHaveBeenCalledWith({ from: '2026-10-26', to: '2026-12-06' }, { silent: true });
    expect(t.state().events.events.map((event) => event.key)).toEqual([PICKUP_EVENT.key, DELIVERY_EVENT.key]);
  });

  it("moves a date: the server's message as a toast, the event as the server answered it", async () => {
    const t = setup();
    t.store.dispatch(calendarActions.eventsRequested({ from: '2026-10-26', to: '2026-12-06' }));
    await waitFor(() => expect(t.state().events.status === 'loaded').toBe(true));
    const event = {
      ...DELIVERY_EVENT,
      pending: { _id: REQUEST_ID, fromDate: '2026-11-26', toDate: '2026-11-27', reason: 'Closed', byUs: true, createdAt: '2026-11-24T00:00:00.000Z' },
    };
    api.schedule.moveDate!.mockImplementation(() =>
      ok({ outcome: 'requested', event, requestId: REQUEST_ID }, 'Date change requested: the other party will confirm it'),
    );
    // The days are fetched again after the move (the other stop may show a change too): the server has it now.
    api.schedule.events!.mockImplementation((range: { from: string; to: string }) => ok({ ...range, events: [PICKUP_EVENT, event], truncated: false }));
    t.store.dispatch(calendarActions.moveRequested({ loadUuid: DELIVERY_EVENT.loadUuid, stopType: 'delivery', date: '2026-11-27', reason: '  Closed ' }));
    await waitFor(() => expect(t.state().calls.move.status === 'succeeded').toBe(true));
    expect(api.schedule.moveDate).toHaveBeenCalledWith(DELIVERY_EVENT.loadUuid, { stopType: 'delivery', date: '2026-11-27', reason: 'Closed' });
    expect(t.state().events.events.find((item) => item.key === DELIVERY_EVENT.key)?.pending?.toDate).toBe('2026-11-27');
    await waitFor(() => expect(api.schedule.events).toHaveBeenCalledTimes(2));
    expect(t.toasts().map((toast) => toast.text)).toContain('Date change requested: the other party will confirm it');
  });

  it('keeps the field errors of a refused move for the dialog, and fetches the days again after a 409', async () => {
    const t = setup();
    t.store.dispatch(calendarActions.eventsRequested({ from: '2026-10-26', to: '2026-12-06' }));
    await waitFor(() => expect(t.state().events.status === 'loaded').toBe(true));
    api.schedule.moveDate!.mockImplementationOnce(() =>
      refused(400, 'Invalid request', [{ field: 'date', message: 'The pickup cannot be after the delivery' }]),
    );
    t.store.dispatch(calendarActions.moveRequested({ loadUuid: PICKUP_EVENT.loadUuid, stopType: 'pickup', date: '2026-11-30', reason: '' }));
    await waitFor(() => expect(t.state().calls.move.status === 'failed').toBe(true));
    expect(t.state().calls.move.fieldErrors).toEqual({ date: 'The pickup cannot be after the delivery' });
    expect(api.schedule.moveDate).toHaveBeenCalledWith(PICKUP_EVENT.loadUuid, { stopType: 'pickup', date: '2026-11-30' });

    api.schedule.moveDate!.mockImplementationOnce(() => refused(409, 'The load was already picked up: its pickup date can no longer be moved'));
    t.store.dispatch(calendarActions.moveRequested({ loadUuid: PICKUP_EVENT.loadUuid, stopType: 'pickup', date: '2026-11-23', reason: '' }));
    await waitFor(() => expect(api.schedule.events!.mock.calls.length === 2).toBe(true));
    expect(t.state().calls.move.errorText).toBe('The load was already picked up: its pickup date can no longer be moved');
  });

  it("sets the driver's day of one stop only", async () => {
    const t = setup();
    api.schedule.truckerDates!.mockImplementation(() =>
      ok({ loadUuid: DELIVERY_EVENT.loadUuid, loadId: 'L-100777', pickupDate: null, deliveryDate: '2026-11-26' }, "Driver's dates updated"),
    );
    t.store.dispatch(calendarActions.driverRequested({ loadUuid: DELIVERY_EVENT.loadUuid, stopType: 'delivery', date: '2026-11-26' }));
    await waitFor(() => expect(t.state().calls.driver.status === 'succeeded').toBe(true));
    expect(api.schedule.truckerDates).toHaveBeenCalledWith(DELIVERY_EVENT.loadUuid, { deliveryDate: '2026-11-26' });
  });

  it('opens a request (404: not found, quietly), and confirms it', async () => {
    const t = setup();
    api.schedule.request!.mockImplementationOnce(() => refused(404, 'Date change request not found'));
    t.store.dispatch(calendarActions.requestOpened(REQUEST_ID));
    await waitFor(() => expect(t.state().request.status === 'notFound').toBe(true));
    expect(api.schedule.request).toHaveBeenCalledWith(REQUEST_ID, { quietErrors: true });

    api.schedule.request!.mockImplementation(() => ok(REQUEST_VIEW));
    t.store.dispatch(calendarActions.requestOpened(REQUEST_ID));
    await waitFor(() => expect(t.state().request.status === 'loaded').toBe(true));
    api.schedule.confirm!.mockImplementation(() => ok({ ...REQUEST_VIEW, status: 'confirmed', canDecide: false }, 'Date change confirmed'));
    t.store.dispatch(calendarActions.decideRequested({ confirm: true, comment: ' ok ' }));
    await waitFor(() => expect(t.state().request.view?.status === 'confirmed').toBe(true));
    expect(api.schedule.confirm).toHaveBeenCalledWith(REQUEST_ID, { comment: 'ok' });
    expect(t.toasts().map((toast) => toast.text)).toContain('Date change confirmed');
  });

  it('a link whose id is not a uuid is "not found" without a call (the server would answer a 400)', async () => {
    const t = setup();
    t.store.dispatch(calendarActions.requestOpened('abc'));
    await waitFor(() => expect(t.state().request.status).toBe('notFound'));
    expect(api.schedule.request).not.toHaveBeenCalled();
  });

  it('a 409 on a decision (decided meanwhile) shows the request as it now stands', async () => {
    const t = setup();
    api.schedule.request!.mockImplementation(() => ok(REQUEST_VIEW));
    t.store.dispatch(calendarActions.requestOpened(REQUEST_ID));
    await waitFor(() => expect(t.state().request.status === 'loaded').toBe(true));
    api.schedule.decline!.mockImplementation(() => refused(409, 'This date change was already confirmed'));
    api.schedule.request!.mockImplementation(() => ok({ ...REQUEST_VIEW, status: 'confirmed', canDecide: false }));
    t.store.dispatch(calendarActions.decideRequested({ confirm: false, comment: '' }));
    await waitFor(() => expect(t.state().request.view?.status === 'confirmed').toBe(true));
    expect(api.schedule.decline).toHaveBeenCalledWith(REQUEST_ID, {});
    expect(t.state().calls.decline.errorText).toBe('This date change was already confirmed');
  });
});

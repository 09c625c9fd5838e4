import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarEvent, CalendarEventsData, DateChangeRequestView, StopType, TruckerDatesData, UpdateCalendarDateData } from '@freight/contracts';
import { createCallsSlice, type CallState, type RootState } from '@freight/store';

/**
 * The calendar (/calendar) and a date change request's page (/calendar/confirm-order-date-update/:id): the events of
 * the days on screen, the move and driver-plan calls, and the request with its confirm / decline calls.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectCalendarState`.
 */
export type CalendarCalls = {
  move: UpdateCalendarDateData;
  driver: TruckerDatesData;
  confirm: DateChangeRequestView;
  decline: DateChangeRequestView;
};
export type CalendarCall = keyof CalendarCalls;

const calls = createCallsSlice<CalendarCalls>('orders/calendar/calls', ['move', 'driver', 'confirm', 'decline']);

export interface EventsState {
  /** The range asked last (the days on screen). */
  range?: { from: string; to: string };
  events: CalendarEvent[];
  truncated: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialEvents: EventsState = { events: [], truncated: false, status: 'idle' };

const eventsSlice = createSlice({
  name: 'orders/calendar/events',
  initialState: initialEvents,
  reducers: {
    loading(state, action: PayloadAction<{ from: string; to: string }>) {
      const sameRange = state.range?.from === action.payload.from && state.range?.to === action.payload.to;
      state.range = action.payload;
      state.status = 'loading';
      // Another range: its events are not these (kept while the same range loads again).
      if (!sameRange) state.events = [];
    },
    loaded(state, action: PayloadAction<CalendarEventsData>) {
      if (state.range?.from !== action.payload.from || state.range?.to !== action.payload.to) return;
      state.events = action.payload.events;
      state.truncated = action.payload.truncated;
      state.status = 'loaded';
    },
    failed(state) {
      state.status = 'failed';
    },
    /** One event as the server answered it after a change. */
    eventChanged(state, action: PayloadAction<CalendarEvent>) {
      const index = state.events.findIndex((event) => event.key === action.payload.key);
      if (index >= 0) state.events[index] = action.payload;
    },
  },
});

/** The date change request page: the request, or why it cannot be shown. */
export interface RequestPageState {
  id?: string;
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
  view?: DateChangeRequestView;
}

const requestSlice = createSlice({
  name: 'orders/calendar/request',
  initialState: { status: 'idle' } as RequestPageState,
  reducers: {
    loading(state, action: PayloadAction<string>) {
      return state.id === action.payload && state.view ? { ...state, status: 'loading' } : { id: action.payload, status: 'loading' };
    },
    loaded(state, action: PayloadAction<DateChangeRequestView>) {
      if (state.id !== action.payload._id) return;
      state.view = action.payload;
      state.status = 'loaded';
    },
    notFound(state) {
      state.view = undefined;
      state.status = 'notFound';
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});

export interface CalendarState {
  events: EventsState;
  request: RequestPageState;
  calls: { [K in CalendarCall]: CallState<CalendarCalls[K]> };
}

/** Where the module (../state.ts) puts this reducer. */
export const CALENDAR_KEY = 'calendar';

export const calendarReducer = combineReducers({ events: eventsSlice.reducer, request: requestSlice.reducer, calls: calls.reducer });

let initial: CalendarState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectCalendarState(root: RootState): CalendarState {
  const orders = (root as { orders?: Record<string, unknown> }).orders;
  const own = orders?.[CALENDAR_KEY] as CalendarState | undefined;
  return own ?? (initial ??= calendarReducer(undefined, { type: '@@orders/calendar/init' }));
}

export interface MoveDate {
  loadUuid: string;
  stopType: StopType;
  date: string;
  reason: string;
}

/** The driver's planned day of one stop (null clears it). */
export interface DriverDays {
  loadUuid: string;
  stopType: StopType;
  date: string | null;
}

export const calendarActions = {
  /** The days on screen changed (or a refresh): their events. */
  eventsRequested: createAction<{ from: string; to: string }>('orders/calendar/eventsRequested'),
  /** Move a stop's date (update-calendar-date): at once, or asked of the other party. */
  moveRequested: createAction<MoveDate>('orders/calendar/moveRequested'),
  /** The carrier's planned days for its driver (update-trucker-calendar-date). */
  driverRequested: createAction<DriverDays>('orders/calendar/driverRequested'),
  /** The request page opened (or Retry). */
  requestOpened: createAction<string>('orders/calendar/requestOpened'),
  /** Confirm or decline the open request. */
  decideRequested: createAction<{ confirm: boolean; comment: string }>('orders/calendar/decideRequested'),
  events: eventsSlice.actions,
  request: requestSlice.actions,
  ...calls.actions,
};

export const selectEvents = (root: RootState) => selectCalendarState(root).events;
export const selectRequestPage = (root: RootState) => selectCalendarState(root).request;
export const selectCalendarCall =
  <K extends CalendarCall>(name: K) =>
  (root: RootState): CallState<CalendarCalls[K]> =>
    selectCalendarState(root).calls[name];

import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarEvent, CalendarEventsData, DashboardSide } from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * /dashboard/calendar: the pickups and deliveries of the days on screen (dashboard-manager/calendar-events, the same
 * answer as the orders remote's load-manager/calendar-events). The page shows the events of the dashboard's side.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through its selector.
 */

/** Where the module (../state.ts) puts this reducer. */
export const CALENDAR_KEY = 'calendar';

/** The days on screen and the side. */
export interface CalendarRange {
  from: string;
  to: string;
  side: DashboardSide;
}
const same = (a: CalendarRange | undefined, b: CalendarRange) => a?.from === b.from && a.to === b.to && a.side === b.side;

export interface DashboardCalendarState {
  /** The range asked last. */
  range?: CalendarRange;
  events: CalendarEvent[];
  truncated: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: DashboardCalendarState = { events: [], truncated: false, status: 'idle' };

const slice = createSlice({
  name: 'dashboard/calendar',
  initialState,
  reducers: {
    loading(state, action: PayloadAction<CalendarRange>) {
      // Another range or side: its events are not these (kept while the same range loads again).
      if (!same(state.range, action.payload)) state.events = [];
      state.range = action.payload;
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ range: CalendarRange; data: CalendarEventsData }>) {
      if (!same(state.range, action.payload.range)) return;
      state.events = action.payload.data.events;
      state.truncated = action.payload.data.truncated;
      state.status = 'loaded';
    },
    failed(state, action: PayloadAction<CalendarRange>) {
      if (!same(state.range, action.payload)) return;
      state.status = 'failed';
    },
  },
});

export const dashboardCalendarActions = {
  /** The days on screen changed (or Retry, or an order changed): their events. */
  requested: createAction<CalendarRange>('dashboard/calendar/requested'),
  ...slice.actions,
};

export const dashboardCalendarReducer = slice.reducer;

let initial: DashboardCalendarState | undefined;
export function selectDashboardCalendar(root: RootState): DashboardCalendarState {
  const dashboard = (root as { dashboard?: Record<string, unknown> }).dashboard;
  return (
    (dashboard?.[CALENDAR_KEY] as DashboardCalendarState | undefined) ??
    (initial ??= dashboardCalendarReducer(undefined, { type: '@@dashboard/calendar/init' }))
  );
}

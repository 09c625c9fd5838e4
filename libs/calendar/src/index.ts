/**
 * @freight/calendar: the one month/week calendar of the product (the orders remote's /calendar, the dashboard's
 * /dashboard/calendar):
 *   - `useCalendarPeriod()`: the view (month or week) and the day on screen, kept in the URL (`?view=&date=`);
 *   - `CalendarToolbar` (previous / today / next, the period's title, the view choice), `CalendarLegend`;
 *   - `CalendarDays` ({ period, events, onOpen, canOpen? }): the grid of days with the pickups and deliveries
 *     (`CalendarEvent`s), keyboard navigable, and a list of the days on a phone;
 *   - the date helpers (days as `YYYY-MM-DD`, labels through Intl in the user's language).
 * Its texts are its own translation area (`calendar`), added on first use.
 */
export {
  useCalendarPeriod,
  CalendarToolbar,
  CalendarLegend,
  CalendarDays,
  eventsByDay,
  useEventLabel,
  type CalendarPeriod,
  type CalendarDaysProps,
} from './CalendarView';
export {
  CALENDAR_VIEWS,
  DAY_PATTERN,
  addMonths,
  firstOfMonth,
  longDay,
  mediumDay,
  monthTitle,
  shiftAnchor,
  today,
  validDay,
  visibleDays,
  weekdayNames,
  windowText,
  type CalendarView,
} from './dates';
export { CALENDAR_AREA, calendarTranslations, ensureCalendarTexts } from './i18n';

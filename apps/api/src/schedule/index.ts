export { CLOSED_STATUSES, calendarEvents, canMoveStop } from './calendar';
export { createDateChanges } from './date-changes';
export { scheduleRoutes } from './routes';

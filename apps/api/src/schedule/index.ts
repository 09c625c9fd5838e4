export { calendarEvents, canMoveStop } from './calendar';
export { createDateChanges } from './date-changes';
export { scheduleRoutes } from './routes';
export { SCHEDULE_TEXTS } from './texts';

/** The calendar's date helpers live in the kit (@freight/calendar); the delivery schedule imports them from here. */
export { addMonths, firstOfMonth, mediumDay, today, validDay, windowText } from '@freight/calendar';

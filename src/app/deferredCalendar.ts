/**
 * The first part of the code fetched after the page has loaded (src/app/afterLoad.ts): the
 * calendar's month, with the react-aria it shares with the dialogs. Evaluated in a task before
 * the rest (src/app/deferred.ts), so neither is one long task on a cheap phone.
 */
export { CalendarMonth } from '../ui/Calendar/CalendarMonth';

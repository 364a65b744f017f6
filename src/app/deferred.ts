/**
 * The code fetched after the page has loaded (src/app/afterLoad.ts): what opens over a page (the
 * slot dialog among them), and the calendar's month.
 * Everything imported here, and only from here, stays out of the first load.
 */
export { ConsentModals } from '../views/Consent/ConsentModals';
export { default as ModalDialog } from '../ui/Modal/ModalDialog';
export { CalendarMonth } from '../ui/Calendar/CalendarMonth';
export { LogoutQuestion } from '../views/Layout/LogoutQuestion';
export { ActingBanner } from '../views/Layout/ActingBanner';
export { SlotDialog } from '../views/Board/SlotDialog';

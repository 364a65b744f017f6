import { writeCalendar, type CalendarEvent } from '../format/ics';
import { saveFile } from './download';

/**
 * Bookings as one calendar file (src/format/ics.ts: Vilnius times as UTC), saved as `name`. Apart
 * from src/app/download.ts, which the app itself imports for invoices: the calendar file's time
 * zone rules (@internationalized/date) then load with the pages that offer the file, not with Home.
 */
export function saveCalendar(events: readonly CalendarEvent[], name: string): void {
  saveFile(new Blob([writeCalendar(events)], { type: 'text/calendar;charset=utf-8' }), name);
}

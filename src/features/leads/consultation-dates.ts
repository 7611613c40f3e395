import { addDays, format, isWeekend, parseISO, startOfDay } from 'date-fns';
import { CONSULTATION_DAYS } from '../../contract/options';

// The consultation calendar (spec sections 5 and 9): the next 14 weekdays
// starting tomorrow, weekends skipped, in the visitor's own time zone.

export interface ConsultationDay {
  /** Sent to the backend as selectedDate. */
  value: string;
  /** Short weekday, e.g. Mon. */
  weekday: string;
  /** Month and day, e.g. Mar 2. */
  day: string;
}

export function consultationDays(today: Date, count = CONSULTATION_DAYS): ConsultationDay[] {
  const days: ConsultationDay[] = [];
  let date = startOfDay(today);
  while (days.length < count) {
    date = addDays(date, 1);
    if (isWeekend(date)) continue;
    days.push({
      value: format(date, 'yyyy-MM-dd'),
      weekday: format(date, 'EEE'),
      day: format(date, 'MMM d'),
    });
  }
  return days;
}

/** A selectedDate in words, e.g. Monday, March 2, 2026. */
export const longDate = (value: string) => format(parseISO(value), 'EEEE, MMMM d, yyyy');

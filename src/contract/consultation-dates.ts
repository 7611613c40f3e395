import { addDays, format, isWeekend, parseISO, startOfDay } from 'date-fns';
import { CONSULTATION_DAYS } from './options';

// The consultation calendar (spec sections 5 and 9): the next 14 weekdays
// starting tomorrow, weekends skipped, in the local time zone. One rule for the
// form (which offers these days, by the page's clock) and the backend (which
// accepts only these days, by its own clock).

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

/** Whether a selectedDate (yyyy-MM-dd) is one of the days offered on `today`. */
export const isBookableDate = (value: string, today: Date) =>
  consultationDays(today).some((day) => day.value === value);

/** The time zone of this browser (or of the server's process). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A zone's name as this engine writes it: its older or newer alias, e.g. Asia/Calcutta for Asia/Kolkata in Chrome and Node. */
function canonicalZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Whether two names are one zone. Engines spell some zones differently: Node
 * and Chrome say Asia/Calcutta and Europe/Kiev where Firefox and the IANA
 * database now say Asia/Kolkata and Europe/Kyiv.
 */
export const sameTimeZone = (a: string, b: string) =>
  a === b || canonicalZone(a) === canonicalZone(b);

/**
 * The name to give a zone that the engine resolved as `resolved`: the one
 * `configured` (the TZ setting) spells it with when that is the same zone, else
 * the engine's. TZ=Asia/Kolkata resolves to Asia/Calcutta in Node.
 */
export const preferredZoneName = (resolved: string, configured: string | undefined) =>
  configured && configured !== resolved && sameTimeZone(configured, resolved)
    ? configured
    : resolved;

/**
 * The zone the backend books in, as the consultation form names it: "your
 * local time zone" when it is the visitor's own, else its name, e.g. "UTC" or
 * "Eastern Time (America/New_York)". The generic name, not today's standard or
 * daylight one: the 14 days offered may be on the other side of a change
 * ("Eastern Standard Time" on March 6 for days that are all in daylight time).
 */
export function bookingZoneInWords(timeZone: string): string {
  if (sameTimeZone(timeZone, localTimeZone())) return 'your local time zone';
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

export const BOOKABLE_DATE_MESSAGE = 'Please choose one of the next 14 weekdays';
export const SLOT_TAKEN_MESSAGE =
  'This time slot has just been booked. Please choose another time.';

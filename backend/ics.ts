import { CONSULTATION_MINUTES } from '../src/contract/options';

// A consultation's calendar invitation (RFC 5545, iTIP METHOD:REQUEST). The
// slot is a wall-clock time on the booked date in the time zone the booking
// rule runs in (src/contract/consultation-dates.ts: the backend's local zone);
// it is written as UTC instants, which need no VTIMEZONE and mean the same
// moment in every calendar.

/** "9:30 AM" on "2026-11-25" in `timeZone`, as the instant it names. */
export function slotStart(date: string, time: string, timeZone: string): Date {
  const [, hh = '0', mm = '0', half = 'AM'] = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time) ?? [];
  const hour = (Number(hh) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, Number(mm));
  // The zone's offset at the wall time, then again at the instant found: right
  // on both sides of a daylight-saving change.
  let instant = wall - offsetOf(wall, timeZone);
  instant = wall - offsetOf(instant, timeZone);
  return new Date(instant);
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** An instant as iCalendar's UTC DATE-TIME: 20261125T143000Z. */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** TEXT escaped per RFC 5545 3.3.11: backslash, semicolon, comma, newline. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in a content line.
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}/gu, '');

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 3.1): CRLF and one space before
 * each continuation, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation's leading space counts towards its 75.
    const limit = chunks.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join('\r\n ');
}

/** A CAL-ADDRESS with its common name: CN quoted, quotes and controls dropped. */
const calAddress = (property: string, name: string, email: string, extra = '') =>
  `${property};CN="${name.replace(/["\p{Cc}]/gu, '')}"${extra}:mailto:${email}`;

export interface Invitation {
  uid: string;
  stamp: Date;
  start: Date;
  minutes?: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export function invitationIcs(invite: Invitation): string {
  const end = new Date(invite.start.getTime() + (invite.minutes ?? CONSULTATION_MINUTES) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brightline Labs//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
    `DTSTART:${icsTime(invite.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    calAddress('ORGANIZER', invite.organizer.name, invite.organizer.email),
    calAddress(
      'ATTENDEE',
      invite.attendee.name,
      invite.attendee.email,
      ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE',
    ),
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

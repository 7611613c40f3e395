import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendTimeZone } from '../../backend/handlers/consultations';
import {
  bookingZoneInWords,
  consultationDays,
  localTimeZone,
  longDate,
  preferredZoneName,
  sameTimeZone,
} from '../../src/contract/consultation-dates';

describe('consultation dates', () => {
  it('offers the next 14 weekdays from tomorrow, skipping weekends', () => {
    // Wednesday 4 March 2026, late in the day.
    const days = consultationDays(new Date(2026, 2, 4, 23, 30));
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ value: '2026-03-05', weekday: 'Thu', day: 'Mar 5' });
    expect(days.map((d) => d.value)).not.toContain('2026-03-07');
    expect(days.map((d) => d.value)).not.toContain('2026-03-08');
    expect(days.every((d) => !['Sat', 'Sun'].includes(d.weekday))).toBe(true);
    expect(days.at(-1)).toEqual({ value: '2026-03-24', weekday: 'Tue', day: 'Mar 24' });
  });

  it('starts on Monday when today is Friday or the weekend', () => {
    expect(consultationDays(new Date(2026, 2, 6, 9))[0]?.value).toBe('2026-03-09');
    expect(consultationDays(new Date(2026, 2, 7, 9))[0]?.value).toBe('2026-03-09');
    expect(consultationDays(new Date(2026, 2, 8, 9))[0]?.value).toBe('2026-03-09');
  });

  it('crosses month and year ends', () => {
    const days = consultationDays(new Date(2026, 11, 30, 12));
    expect(days.slice(0, 3).map((d) => d.day)).toEqual(['Dec 31', 'Jan 1', 'Jan 4']);
    expect(days[1]?.value).toBe('2027-01-01');
  });

  it('writes a selected date in words', () => {
    expect(longDate('2026-03-09')).toBe('Monday, March 9, 2026');
  });
});

describe("the backend's time zone", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the name Intl gives the process', () => {
    expect(backendTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is the offset, as a fixed-offset zone, when the process zone has no name (TZ=:/etc/localtime)', () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolved,
      timeZone: undefined as unknown as string,
    });
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    expect(backendTimeZone()).toBe('Etc/GMT-9');
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    expect(backendTimeZone()).toBe('Etc/GMT+5');
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    expect(backendTimeZone()).toBe('UTC');
  });

  it('is spelled as the TZ setting spells it, when that names the same zone', () => {
    // Node and Chrome resolve TZ=Asia/Kolkata to Asia/Calcutta.
    expect(preferredZoneName('Asia/Calcutta', 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(preferredZoneName('Asia/Calcutta', undefined)).toBe('Asia/Calcutta');
    expect(preferredZoneName('Asia/Calcutta', 'Asia/Calcutta')).toBe('Asia/Calcutta');
    // A TZ that is a file, or another zone, is not a spelling of it.
    expect(preferredZoneName('Europe/Berlin', ':/etc/localtime')).toBe('Europe/Berlin');
    expect(preferredZoneName('Europe/Berlin', 'Europe/Paris')).toBe('Europe/Berlin');
    expect(preferredZoneName('UTC', '')).toBe('UTC');
  });

  it("is the visitor's own under another spelling of it", () => {
    expect(sameTimeZone('Asia/Kolkata', 'Asia/Calcutta')).toBe(true);
    expect(sameTimeZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(sameTimeZone('Europe/Berlin', 'Europe/Berlin')).toBe(true);
    // Two zones with the same clocks today are still two zones.
    expect(sameTimeZone('Europe/Berlin', 'Europe/Paris')).toBe(false);
    expect(sameTimeZone('Not/AZone', 'Europe/Berlin')).toBe(false);
    // A visitor whose browser says Asia/Kolkata, on a server that says Asia/Calcutta.
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    const own = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    own.mockReturnValueOnce({ ...resolved, timeZone: 'Asia/Kolkata' });
    expect(bookingZoneInWords('Asia/Calcutta')).toBe('your local time zone');
  });

  it("is named in words on the form, or as the visitor's own", () => {
    expect(bookingZoneInWords(localTimeZone())).toBe('your local time zone');
    const other = localTimeZone() === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo';
    expect(bookingZoneInWords(other)).toMatch(new RegExp(`^.+ Time \\(${other}\\)$`));
    if (localTimeZone() !== 'UTC') expect(bookingZoneInWords('UTC')).toBe('UTC');
    expect(bookingZoneInWords('Not/AZone')).toBe('Not/AZone');
    // The zone's own name, neither its standard nor its daylight one: the days
    // offered may fall on either side of a change.
    if (localTimeZone() !== 'America/New_York') {
      expect(bookingZoneInWords('America/New_York')).toBe('Eastern Time (America/New_York)');
    }
  });
});

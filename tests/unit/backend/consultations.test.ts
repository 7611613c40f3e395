import { beforeEach, describe, expect, it } from 'vitest';
import { get, post, put, resetToSeed } from './call';
import { CONSULTATION } from './examples';

// The consultation form's calendar rule, applied by the backend with its own
// clock, and one booking per slot.

const admin = { admin: true };
const booking = { ...CONSULTATION, selectedDate: '2026-03-09' };
const TAKEN = 'This time slot has just been booked. Please choose another time.';

async function stored() {
  const snapshot = (await get('/api/__mock/snapshot', admin)).json;
  return { consultations: snapshot.tables.consultations, leads: snapshot.tables.leadCaptures };
}

beforeEach(async () => {
  await resetToSeed();
  // Wednesday 4 March 2026: the days offered run from Thu 5 to Tue 24 March.
  await put('/api/__mock/config', { clock: '2026-03-04T10:00:00.000Z' });
});

describe('GET /api/consultations/calendar', () => {
  it("names the backend's day, by its clock, and the time zone it books in", async () => {
    const res = await get('/api/consultations/calendar');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      today: '2026-03-04',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The first day it offers is the day after.
    expect(
      (await post('/api/consultations', { ...booking, selectedDate: '2026-03-05' })).status,
    ).toBe(201);
  });
});

describe('POST /api/consultations dates', () => {
  it('refuses a past date, today, a weekend day and a day past the 14 weekdays', async () => {
    for (const selectedDate of [
      '1999-01-02',
      '2026-03-04',
      '2026-03-07',
      '2026-03-08',
      '2026-03-25',
    ]) {
      const res = await post('/api/consultations', { ...booking, selectedDate });
      expect(res.status, selectedDate).toBe(400);
      expect(res.json.fieldErrors.selectedDate).toEqual([
        'Please choose one of the next 14 weekdays',
      ]);
    }
    expect((await stored()).consultations).toEqual([]);
    expect((await stored()).leads).toEqual([]);
  });

  it('takes the first and the last of the 14 weekdays', async () => {
    for (const selectedDate of ['2026-03-05', '2026-03-24']) {
      expect((await post('/api/consultations', { ...booking, selectedDate })).status).toBe(201);
    }
  });

  it('refuses a time that is not one of the 12 slots', async () => {
    const res = await post('/api/consultations', { ...booking, selectedTime: '12:30 PM' });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.selectedTime).toEqual(['Please select a time']);
  });
});

describe('POST /api/consultations slots', () => {
  it('answers 409 for a slot already booked, and stores nothing more', async () => {
    expect((await post('/api/consultations', booking)).status).toBe(201);
    const again = await post('/api/consultations', { ...booking, email: 'grace@example.com' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: TAKEN, fieldErrors: { selectedTime: [TAKEN] } });
    const { consultations, leads } = await stored();
    expect(consultations).toHaveLength(1);
    expect(leads).toHaveLength(1);
    const otherTime = await post('/api/consultations', { ...booking, selectedTime: '11:00 AM' });
    expect(otherTime.status).toBe(201);
  });

  it('books a slot once when two tabs book it at the same moment', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c'].map((tab) =>
        post('/api/consultations', { ...booking, email: `${tab}@example.com` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await stored()).consultations).toHaveLength(1);
    expect((await stored()).leads).toHaveLength(1);
  });
});

describe('GET /api/consultations/booked-slots', () => {
  it('answers the taken dates and times in the range, and nothing personal', async () => {
    await post('/api/consultations', booking);
    await post('/api/consultations', {
      ...booking,
      selectedDate: '2026-03-24',
      selectedTime: '9:00 AM',
    });
    const res = await get('/api/consultations/booked-slots?from=2026-03-05&to=2026-03-23');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ selectedDate: '2026-03-09', selectedTime: '10:30 AM' }]);
    const all = await get('/api/consultations/booked-slots?from=2026-03-05&to=2026-03-24');
    expect(all.json).toHaveLength(2);
  });

  it('answers 400 for a missing, reversed or longer than 31-day range', async () => {
    for (const query of [
      '',
      '?from=2026-03-05',
      '?from=2026-03-10&to=2026-03-05',
      '?from=2026-03-01&to=2026-04-01',
      '?from=yesterday&to=2026-03-05',
    ]) {
      const res = await get(`/api/consultations/booked-slots${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.fieldErrors, query).toBeDefined();
    }
  });

  it('names each wrong part of the range once, in words', async () => {
    const errors = async (query: string) =>
      (await get(`/api/consultations/booked-slots${query}`)).json.fieldErrors;
    expect(await errors('?from=2026-03-05')).toEqual({ to: ['This field is required'] });
    expect(await errors('?from=x&to=y')).toEqual({
      from: ['Please enter a valid date'],
      to: ['Please enter a valid date'],
    });
    expect(await errors('?from=2026-03-05&to=2026-02-30')).toEqual({
      to: ['Please enter a valid date'],
    });
    expect(await errors('?from=2026-03-10&to=2026-03-05')).toEqual({
      to: ['from must not be after to'],
    });
    expect(await errors('?from=2026-03-01&to=2026-04-01')).toEqual({
      to: ['Ask for at most 31 days'],
    });
  });
});

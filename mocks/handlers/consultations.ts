import Dexie from 'dexie';
import {
  BOOKABLE_DATE_MESSAGE,
  isBookableDate,
  SLOT_TAKEN_MESSAGE,
} from '../../src/contract/consultation-dates';
import { API } from '../../src/contract/endpoints';
import {
  type BookedSlot,
  bookedSlotsQuerySchema,
  consultationSchema,
} from '../../src/contract/forms';
import { LEAD_SOURCES } from '../../src/contract/options';
import { type ConsultationRecord, db } from '../db';
import { fieldError, fieldErrorsOf, HttpError } from '../http-error';
import { leadCapture, stamp } from './lead-records';
import { route } from './route';

// Consultation bookings: the form's calendar rule by the backend's clock, and a
// slot booked once. The check and the insert share one transaction, so two tabs
// booking the same slot at once get one booking and one 409.

const SLOT_INDEX = '[selectedDate+selectedTime]';

/** Bookings between two dates (inclusive), by the slot index when the store has it. */
function bookingsBetween(from: string, to: string) {
  const table = db.consultations;
  // A store capped at schema version 1 (see mocks/db.ts) has no slot index.
  if (!table.schema.idxByName[SLOT_INDEX]) {
    return table.filter((row) => row.selectedDate >= from && row.selectedDate <= to);
  }
  return table.where(SLOT_INDEX).between([from, Dexie.minKey], [to, Dexie.maxKey], true, true);
}

const slotOf = ({ selectedDate, selectedTime }: ConsultationRecord): BookedSlot => ({
  selectedDate,
  selectedTime,
});

export const consultationHandlers = [
  route('get', API.bookedSlots, async ({ url }) => {
    const query = bookedSlotsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) {
      throw new HttpError(400, 'Invalid booked slots query', fieldErrorsOf(query.error));
    }
    const rows = await bookingsBetween(query.data.from, query.data.to).toArray();
    return rows.map(slotOf);
  }),

  route(
    'post',
    API.consultations,
    async (ctx) => {
      const form = await ctx.body(consultationSchema);
      if (!isBookableDate(form.selectedDate, ctx.now())) {
        throw fieldError('selectedDate', BOOKABLE_DATE_MESSAGE);
      }
      const record = { ...(await stamp(ctx, 'consultations')), ...form };
      const lead = await leadCapture(ctx, {
        name: form.name,
        email: form.email,
        company: form.company,
        interest: form.projectType,
        source: LEAD_SOURCES.consultation,
      });
      await db.transaction('rw', db.consultations, db.leadCaptures, async () => {
        const taken = await bookingsBetween(form.selectedDate, form.selectedDate)
          .filter((row) => row.selectedTime === form.selectedTime)
          .count();
        if (taken > 0) {
          throw new HttpError(409, SLOT_TAKEN_MESSAGE, { selectedTime: [SLOT_TAKEN_MESSAGE] });
        }
        await db.consultations.add(record);
        await db.leadCaptures.add(lead);
      });
      return record;
    },
    { status: 201 },
  ),
];

import { format } from 'date-fns';
import {
  BOOKABLE_DATE_MESSAGE,
  isBookableDate,
  preferredZoneName,
  SLOT_TAKEN_MESSAGE,
} from '../../src/contract/consultation-dates';
import { API } from '../../src/contract/endpoints';
import {
  type BookedSlot,
  bookedSlotsQuerySchema,
  type ConsultationCalendar,
  consultationSchema,
} from '../../src/contract/forms';
import type { ConsultationRecord } from '../../src/contract/lead-details';
import { LEAD_SOURCES } from '../../src/contract/options';
import { fieldError, fieldErrorsOf, HttpError } from '../http-error';
import { isUniqueViolationOf } from '../store';
import { leadCapture, stamp } from './lead-records';
import type { Route } from './route';

// Consultation bookings: the form's calendar rule by the backend's clock, and a
// slot booked once. The check and the insert share one transaction, so two tabs
// booking the same slot at once get one booking and one 409: on IndexedDB the
// second transaction waits for the first and sees its booking; on PostgreSQL both
// may see the slot free, and the slot's unique index refuses the second insert.

const slotOf = ({ selectedDate, selectedTime }: ConsultationRecord): BookedSlot => ({
  selectedDate,
  selectedTime,
});

/**
 * The zone the backend's local dates and times are in, spelled as the server's
 * TZ setting spells it (Node writes TZ=Asia/Kolkata as Asia/Calcutta). A
 * process whose zone has no name Node knows (TZ=":/etc/localtime", a typo)
 * gets none from Intl: then its offset now, as the IANA name of a fixed offset
 * (Etc/GMT-9 is UTC+9). A service worker has no TZ: its browser's name.
 */
export function backendTimeZone(): string {
  const named = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  if (named) return preferredZoneName(named, globalThis.process?.env?.TZ);
  const hours = -new Date().getTimezoneOffset() / 60;
  if (hours === 0 || !Number.isInteger(hours)) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

const slotTaken = () =>
  new HttpError(409, SLOT_TAKEN_MESSAGE, { selectedTime: [SLOT_TAKEN_MESSAGE] });

export const consultationHandlers = (route: Route) => [
  // The day by the backend's clock (the QA kit's, standalone) and the zone its
  // days and times are in: the live server's, or the visitor's own browser's.
  route(
    'get',
    API.consultationCalendar,
    async ({ now }): Promise<ConsultationCalendar> => ({
      today: format(now(), 'yyyy-MM-dd'),
      timeZone: backendTimeZone(),
    }),
  ),

  route('get', API.bookedSlots, async ({ store, url }) => {
    const query = bookedSlotsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) {
      throw new HttpError(400, 'Invalid booked slots query', fieldErrorsOf(query.error));
    }
    const rows = await store.bookings(query.data.from, query.data.to);
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
        recordId: record.id,
      });
      const { store } = ctx;
      try {
        await store.transaction(async () => {
          const booked = await store.bookings(form.selectedDate, form.selectedDate);
          if (booked.some((row) => row.selectedTime === form.selectedTime)) throw slotTaken();
          await store.add('consultations', record);
          await store.add('leadCaptures', lead);
          // In the transaction: a slot found taken undoes the confirmation's count.
          const queueMail = await ctx.mailFor({ kind: 'consultation', record });
          await queueMail();
        });
      } catch (error) {
        throw isUniqueViolationOf(error, 'consultations', 'selectedTime') ? slotTaken() : error;
      }
      return record;
    },
    { status: 201, publicForm: true },
  ),
];

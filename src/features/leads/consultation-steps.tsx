import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useEffect, useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { bookedSlotsQuery, consultationCalendarQuery } from '../../api/queries';
import { FormField } from '../../components/form/form-field';
import { SelectInput } from '../../components/form/select-input';
import { Input, Textarea } from '../../components/ui/input';
import {
  bookingZoneInWords,
  consultationDays,
  localTimeZone,
  sameTimeZone,
} from '../../contract/consultation-dates';
import type {
  ConsultationCalendar,
  ConsultationForm,
  consultationSchema,
} from '../../contract/forms';
import {
  BUDGET_RANGES,
  CONSULTATION_MINUTES,
  PROJECT_TYPES,
  TIME_SLOTS,
  TIMELINES,
} from '../../contract/options';
import type { z } from '../../contract/zod';
import { LIVE_API } from '../../lib/api-mode';
import { ChoiceCards } from './components/choice-cards';

/** Taken slots by date: what the backend says is booked, none while it has not answered. */
function useBookedSlots(from: string, to: string): Map<string, Set<string>> {
  const { data } = useQuery({ ...bookedSlotsQuery(from, to), enabled: from !== '' });
  return useMemo(() => {
    const byDate = new Map<string, Set<string>>();
    for (const slot of data ?? []) {
      const times = byDate.get(slot.selectedDate) ?? new Set<string>();
      times.add(slot.selectedTime);
      byDate.set(slot.selectedDate, times);
    }
    return byDate;
  }, [data]);
}

export type ConsultationFormApi = UseFormReturn<
  ConsultationForm,
  unknown,
  z.output<typeof consultationSchema>
>;

/** The fields each step validates before Next. */
export const STEP_FIELDS = [
  ['name', 'email', 'phone', 'company'],
  ['projectType', 'budgetRange', 'timelineNeeds', 'message'],
  ['selectedDate', 'selectedTime'],
] as const satisfies readonly (readonly (keyof ConsultationForm)[])[];

export const STEP_TITLES = ['Your details', 'Your project', 'Date and time'] as const;

export function ContactStep({ form }: { form: ConsultationFormApi }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Full Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email Address" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Phone Number" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label="Company Name" required error={errors.company?.message}>
        <Input autoComplete="organization" {...form.register('company')} />
      </FormField>
    </>
  );
}

export function ProjectStep({ form }: { form: ConsultationFormApi }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Project Type" required error={errors.projectType?.message}>
        <SelectInput
          placeholder="Select a project type"
          options={PROJECT_TYPES}
          {...form.register('projectType')}
        />
      </FormField>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormField label="Budget Range" required error={errors.budgetRange?.message}>
          <SelectInput
            placeholder="Select a budget range"
            options={BUDGET_RANGES}
            {...form.register('budgetRange')}
          />
        </FormField>
        <FormField label="Timeline" required error={errors.timelineNeeds?.message}>
          <SelectInput
            placeholder="Select timeline needs"
            options={TIMELINES}
            {...form.register('timelineNeeds')}
          />
        </FormField>
      </Stack>
      <FormField label="Project Details" required error={errors.message?.message}>
        <Textarea
          rows={5}
          placeholder="Your goals, current situation and what you'd like to cover in the call"
          {...form.register('message')}
        />
      </FormField>
    </>
  );
}

/**
 * The backend's calendar: the day it counts the bookable days from, which it
 * checks a booking against, and the time zone the days and times are booked
 * in. The live server's may be another zone than the visitor's; the standalone
 * backend's clock may stand still (the QA kit's clock setting). Undefined until
 * it is read. When it cannot be (offline, never read), the visitor's own day;
 * the zone is the visitor's only where the backend runs in this browser
 * (standalone), and unknown on the live server: the form then names none.
 */
export function useBookingCalendar():
  | { today: string; timeZone: ConsultationCalendar['timeZone'] | undefined }
  | undefined {
  const calendar = useQuery({ ...consultationCalendarQuery(), staleTime: 0 });
  if (calendar.data) return calendar.data;
  if (!calendar.isError) return undefined;
  return {
    today: format(new Date(), 'yyyy-MM-dd'),
    timeZone: LIVE_API ? undefined : localTimeZone(),
  };
}

/** A booked time, with the zone it is booked in when that is not the visitor's own. */
export function BookedTime({ time }: { time: string }) {
  const timeZone = useBookingCalendar()?.timeZone;
  const zone = timeZone && !sameTimeZone(timeZone, localTimeZone()) ? ` (${timeZone})` : '';
  return <>{`${time}${zone}`}</>;
}

export function ScheduleStep({ form }: { form: ConsultationFormApi }) {
  const calendar = useBookingCalendar();
  const today = calendar?.today;
  const days = useMemo(() => (today ? consultationDays(parseISO(today)) : []), [today]);
  const selectedDate = useWatch({ control: form.control, name: 'selectedDate' });
  const taken = useBookedSlots(days[0]?.value ?? '', days.at(-1)?.value ?? '');
  const dates = days.map((d) => {
    const full = (taken.get(d.value)?.size ?? 0) >= TIME_SLOTS.length;
    return {
      value: d.value,
      detail: d.weekday,
      label: d.day,
      disabled: full,
      hint: full ? 'Fully booked' : undefined,
    };
  });
  // The step starts at its dates, once they are known (the backend's day first).
  const ready = days.length > 0;
  useEffect(() => {
    if (ready) form.setFocus('selectedDate');
  }, [ready, form]);
  const takenTimes = taken.get(selectedDate ?? '');
  const times = TIME_SLOTS.map((slot) => {
    const booked = takenTimes?.has(slot) ?? false;
    return { value: slot, label: slot, disabled: booked, hint: booked ? 'Booked' : undefined };
  });
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        A free {CONSULTATION_MINUTES}-minute video call with a senior engineer.
        {calendar?.timeZone ? ` Times are in ${bookingZoneInWords(calendar.timeZone)}.` : null}
      </Text>
      <Controller
        control={form.control}
        name="selectedDate"
        render={({ field, fieldState }) => (
          <ChoiceCards
            legend="Select a Date"
            required
            name={field.name}
            choices={dates}
            value={field.value ?? ''}
            onChange={(date) => {
              field.onChange(date);
              // A time chosen on another day that is booked on this one is no choice here.
              const time = form.getValues('selectedTime');
              // (An empty text, not undefined, which the field would read as "unchanged".)
              if (time && taken.get(date)?.has(time)) {
                form.setValue('selectedTime', '' as ConsultationForm['selectedTime']);
              }
            }}
            error={fieldState.error?.message}
            columns={{ base: 3, sm: 5 }}
            inputRef={field.ref}
          />
        )}
      />
      {ready ? null : (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text color="fg.muted" fontSize="sm">
            Loading the days you can book…
          </Text>
        </HStack>
      )}
      <Controller
        // The times of each day are a group of their own: a time no longer
        // chosen when the day changed shows unchosen, its input included.
        key={selectedDate ?? ''}
        control={form.control}
        name="selectedTime"
        render={({ field, fieldState }) => (
          <ChoiceCards
            legend="Select a Time"
            required
            name={field.name}
            choices={times}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            columns={{ base: 3, sm: 4 }}
            inputRef={field.ref}
          />
        )}
      />
    </>
  );
}

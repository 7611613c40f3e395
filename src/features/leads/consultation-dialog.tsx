import { Button, Dialog, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent as ReactMouseEvent, useEffect, useRef, useState } from 'react';
import { bookedSlotsKey, consultationCalendarQuery } from '../../api/queries';
import { useZodForm } from '../../components/form/use-zod-form';
import { notify } from '../../components/ui/toaster';
import { longDate } from '../../contract/consultation-dates';
import { type ConsultationForm, consultationSchema } from '../../contract/forms';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { CONSULTATION_CLOSE_MS, CONSULTATION_MINUTES } from '../../contract/options';
import { ApiError } from '../../lib/api-client';
import { useFocusBack } from '../../lib/use-focus-back';
import { type ConsultationBody, useBookConsultation } from './api/book-consultation';
import { LeadDialog } from './components/lead-dialog';
import { LeadDialogForm } from './components/lead-dialog-form';
import { SuccessView } from './components/success-view';
import {
  BookedTime,
  ContactStep,
  ProjectStep,
  ScheduleStep,
  STEP_FIELDS,
  STEP_TITLES,
} from './consultation-steps';
import { useAutoClose } from './use-auto-close';
import { useLeadSubmit } from './use-lead-submit';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  selectedDate: '',
  message: '',
} as Partial<ConsultationForm>;

const LAST = STEP_FIELDS.length - 1;
const stepOf = (field: string) =>
  STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));

/**
 * The second click of a double click: Next, Previous and Book sit in one place
 * on every step, so it would land on the next step's button and act there (a
 * step not yet seen, shown with its errors).
 */
const isSecondClick = (event: ReactMouseEvent) => event.detail > 1;
const ignoreSecondClick = (event: ReactMouseEvent) => {
  if (isSecondClick(event)) event.preventDefault();
};

/** Book a consultation in three steps: contact, project, date and time. */
export function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(consultationSchema, EMPTY);
  const mutation = useBookConsultation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [booked, setBooked] = useState<ConsultationBody | null>(null);
  const isOpen = useRef(open);
  isOpen.current = open;
  const attempted = useRef(new Set<number>());
  const pending = form.formState.isSubmitting || mutation.isPending;
  const book = useFocusBack(pending);

  // A step's errors come from Next (no submit yet): re-check its fields on change.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && attempted.current.has(stepOf(name))) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // A field to focus once the render that shows it is done (a new object each time).
  const [focusAfter, setFocusAfter] = useState<{ field: keyof ConsultationForm } | null>(null);
  useEffect(() => {
    if (focusAfter) form.setFocus(focusAfter.field);
  }, [focusAfter, form]);

  const finish = () => {
    setBooked(null);
    setStep(0);
    attempted.current.clear();
    form.reset(EMPTY);
    mutation.reset();
    onClose();
  };
  useAutoClose(booked !== null, CONSULTATION_CLOSE_MS, finish);

  const next = async () => {
    attempted.current.add(step);
    const fields = [...(STEP_FIELDS[step] ?? [])];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return;
    // The next step starts at its first field (the field that had the focus is gone).
    const following = Math.min(step + 1, LAST);
    setStep(following);
    setFocusAfter({ field: STEP_FIELDS[following]?.[0] ?? 'name' });
  };

  // Back a step. On the first step Previous gives way to Cancel, a button of
  // its own: the focus goes to the step's first field, where Enter pressed
  // again would have cancelled the whole form.
  const previous = () => {
    const before = step - 1;
    setStep(before);
    if (before === 0) setFocusAfter({ field: STEP_FIELDS[0]?.[0] ?? 'name' });
  };

  const submit = useLeadSubmit(form, {
    send: mutation.mutateAsync,
    onKept: finish,
    onSuccess: (body) => {
      // Closed while it was on its way: the booking is made; the next opening
      // starts a new one, not this one's confirmation.
      if (isOpen.current) setBooked(body);
      else finish();
      notify(
        'success',
        'Consultation booked successfully!',
        "We'll send you a calendar invitation shortly.",
      );
    },
    onFailure: (error) => {
      // The slot was taken meanwhile: the message sits under the times (a
      // 409's field message) and the calendar shows what is booked now. The
      // chosen time, focused with the message, is now disabled, which drops
      // focus: once the times are read again, the first free one takes it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient
          .invalidateQueries({ queryKey: bookedSlotsKey })
          .then(() => setFocusAfter({ field: 'selectedTime' }));
      }
      // A day refused (the backend's day turned over while the form was open):
      // the days offered are read again.
      if (error instanceof ApiError && error.fieldErrors?.selectedDate) {
        void queryClient
          .invalidateQueries({ queryKey: consultationCalendarQuery().queryKey })
          .then(() => setFocusAfter({ field: 'selectedDate' }));
      }
      // A field the backend rejected may sit on an earlier step: go there, and to it.
      const invalid = STEP_FIELDS.flat().find((name) => name in form.formState.errors);
      if (invalid && stepOf(invalid) !== step) {
        setStep(stepOf(invalid));
        setFocusAfter({ field: invalid });
      }
      notify('error', 'Error booking consultation', 'Please try again or contact us directly.');
    },
  });

  return (
    <LeadDialog
      open={open}
      onClose={booked ? finish : onClose}
      title="Book a Free Consultation"
      description={
        booked
          ? undefined
          : `Pick a time for a ${CONSULTATION_MINUTES}-minute session with a senior engineer. We'll review your goals and suggest the next steps, with no obligation.`
      }
      size="lg"
    >
      {booked ? (
        <Dialog.Body pb="8">
          <SuccessView title="Consultation Booked!">
            <Text>
              Your {CONSULTATION_MINUTES}-minute consultation is scheduled for{' '}
              <strong>{longDate(booked.selectedDate)}</strong> at{' '}
              <strong>
                <BookedTime time={booked.selectedTime} />
              </strong>
              .
            </Text>
            <Text color="fg.muted">
              We'll send a calendar invitation to <strong>{booked.email}</strong> shortly.
            </Text>
          </SuccessView>
        </Dialog.Body>
      ) : (
        <LeadDialogForm
          honeypot={form.register(HONEYPOT_FIELD)}
          label="Book a consultation"
          onSubmit={(event) => {
            if (step < LAST) {
              event.preventDefault();
              void next();
            } else void submit(event);
          }}
          footer={
            <>
              {step === 0 ? (
                <Button key="cancel" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
              ) : (
                <Button
                  key="previous"
                  variant="outline"
                  onClick={(event) => {
                    if (!isSecondClick(event)) previous();
                  }}
                  disabled={pending}
                >
                  Previous
                </Button>
              )}
              {step < LAST ? (
                // A submit button, so that Enter in a field moves on as it sends the other forms.
                <Button key="next" type="submit" colorPalette="brand" onClick={ignoreSecondClick}>
                  Next
                </Button>
              ) : (
                <Button
                  key="book"
                  ref={book}
                  type="submit"
                  colorPalette="brand"
                  disabled={pending}
                  onClick={ignoreSecondClick}
                >
                  {pending ? 'Booking...' : 'Book Consultation'}
                </Button>
              )}
            </>
          }
        >
          <Progress.Root
            recipe={progressSlotRecipe}
            value={((step + 1) / STEP_FIELDS.length) * 100}
            // Named by the step, as the text above it says, not by its percentage.
            translations={{
              value: () => `Step ${step + 1} of ${STEP_FIELDS.length}: ${STEP_TITLES[step]}`,
            }}
            size="xs"
            colorPalette="brand"
          >
            <Text fontSize="sm" fontWeight="medium" mb="2">
              Step {step + 1} of {STEP_FIELDS.length}: {STEP_TITLES[step]}
            </Text>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {step === 0 ? <ContactStep form={form} /> : null}
          {step === 1 ? <ProjectStep form={form} /> : null}
          {step === 2 ? <ScheduleStep form={form} /> : null}
        </LeadDialogForm>
      )}
    </LeadDialog>
  );
}

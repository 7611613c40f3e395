import { email, isoDate, lineText, longText, name2, text, websiteUrl } from './fields';
import { HONEYPOT_FIELD } from './honeypot';
import { TEXT_LIMITS } from './limits';
import {
  BUDGET_RANGES,
  BUDGETS,
  CALCULATOR_COMPLEXITY,
  CALCULATOR_FEATURES,
  CALCULATOR_PROJECT_TYPES,
  CALCULATOR_TEAM_SIZES,
  CALCULATOR_TIMELINES,
  PROJECT_TYPES,
  SERVICE_INTERESTS,
  TIME_SLOTS,
  TIMELINES,
} from './options';
import { z } from './zod';

// The payloads visitors send (spec sections 3, 5 and 7). The forms validate with
// these schemas and the backend validates the same payloads with them again.

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** A choice among options; `message` when nothing (or something unknown) is chosen. */
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** A phone number as people write one: digits, spaces and + ( ) . -, the + first. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_CHARACTERS_MESSAGE = 'Phone number may contain digits, spaces and + ( ) . - only';
const phoneText = lineText(TEXT_LIMITS.phone, 'Phone number');

/** The consultation's phone: ten digits at least, whatever is written between them. */
const phone = phoneText
  .refine(
    (value) => value.replace(/\D/g, '').length >= 10,
    'Phone number must be at least 10 digits',
  )
  .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE);

/** An optional phone: empty, or written as a phone number is (no minimum). */
const optionalPhone = phoneText
  .refine((value) => value === '' || PHONE_CHARACTERS.test(value), PHONE_CHARACTERS_MESSAGE)
  .optional()
  .default('');

/** An optional company, with the limit of a required one. */
const optionalCompany = lineText(TEXT_LIMITS.name, 'Company name').optional().default('');

const honeypot = { [HONEYPOT_FIELD]: text(TEXT_LIMITS.short, 'Homepage').optional() } as const;

export const contactInquirySchema = z.object({
  ...honeypot,
  name: name2,
  email: email('Please enter a valid email address'),
  phone: optionalPhone,
  company: optionalCompany,
  service: lineText(TEXT_LIMITS.title, 'Service').min(1, 'Please select a service'),
  message: longText.min(10, 'Message must be at least 10 characters'),
});
export type ContactInquiry = z.input<typeof contactInquirySchema>;

export const contactPageSchema = z.object({
  ...honeypot,
  firstName: lineText(TEXT_LIMITS.name, 'First name').min(1, 'First name is required'),
  lastName: lineText(TEXT_LIMITS.name, 'Last name').min(1, 'Last name is required'),
  email: email('Invalid email address'),
  // Optional: '' is "none chosen".
  serviceInterest: z
    .enum(['', ...values(SERVICE_INTERESTS)], { error: 'Please choose a service from the list' })
    .optional(),
  budget: z
    .enum(['', ...values(BUDGETS)], { error: 'Please choose a budget range from the list' })
    .optional(),
  message: longText.min(10, 'Message must be at least 10 characters'),
});
export type ContactPageForm = z.input<typeof contactPageSchema>;

export const consultationSchema = z.object({
  ...honeypot,
  name: name2,
  email: email('Please enter a valid email address'),
  phone,
  company: lineText(TEXT_LIMITS.name, 'Company name').min(2, 'Company name is required'),
  projectType: choice(PROJECT_TYPES, 'Please select a project type'),
  budgetRange: choice(BUDGET_RANGES, 'Please select a budget range'),
  timelineNeeds: choice(TIMELINES, 'Please select timeline needs'),
  selectedDate: z.string().min(1, 'Please select a date').pipe(isoDate),
  selectedTime: choice(TIME_SLOTS, 'Please select a time'),
  message: longText.min(
    20,
    'Please provide more details about your project (minimum 20 characters)',
  ),
});
export type ConsultationForm = z.input<typeof consultationSchema>;

export const costEstimateSchema = z.object({
  ...honeypot,
  name: name2,
  email: email('Please enter a valid email'),
  company: optionalCompany,
  projectType: choice(values(CALCULATOR_PROJECT_TYPES), 'Please select a project type'),
  complexity: choice(values(CALCULATOR_COMPLEXITY), 'Please select complexity level'),
  timeline: choice(values(CALCULATOR_TIMELINES), 'Please select timeline'),
  teamSize: choice(values(CALCULATOR_TEAM_SIZES), 'Please select team size'),
  // Each of the six options at most once.
  features: z
    .array(choice(values(CALCULATOR_FEATURES), 'Please select key features from the list'), {
      error: 'Please select key features',
    })
    .min(1, 'Please select key features')
    .max(CALCULATOR_FEATURES.length, 'Select each feature at most once')
    .refine((features) => new Set(features).size === features.length, {
      message: 'Select each feature at most once',
      abort: true,
    }),
});
export type CostEstimateForm = z.input<typeof costEstimateSchema>;

export const newsletterSchema = z.object({
  ...honeypot,
  email: email('Please enter a valid email address'),
});
export type NewsletterForm = z.input<typeof newsletterSchema>;

export const freeAuditSchema = z.object({
  ...honeypot,
  name: name2,
  email: email('Please enter a valid email address'),
  company: lineText(TEXT_LIMITS.name, 'Company name').min(2, 'Company name is required'),
  website: websiteUrl,
  phone: optionalPhone,
  currentChallenges: longText.min(10, 'Please describe your current challenges'),
});
export type FreeAuditForm = z.input<typeof freeAuditSchema>;

/** GET /api/consultations/booked-slots?from=yyyy-MM-dd&to=yyyy-MM-dd: at most 31 days. */
export const BOOKED_SLOTS_MAX_DAYS = 31;
/** A query's date: named as missing when it is, else checked as a date. */
const queryDate = z.string('This field is required').pipe(isoDate);
const DAY_MS = 86_400_000;
export const bookedSlotsQuerySchema = z
  .object({ from: queryDate, to: queryDate })
  // A range only once both ends are dates: a bad date says so, and no more.
  .refine(({ from, to }) => from <= to, {
    message: 'from must not be after to',
    path: ['to'],
    when: ({ issues }) => issues.length === 0,
  })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < BOOKED_SLOTS_MAX_DAYS, {
    message: `Ask for at most ${BOOKED_SLOTS_MAX_DAYS} days`,
    path: ['to'],
    when: ({ issues }) => issues.length === 0,
  });

/**
 * GET /api/consultations/calendar: the backend's day, from which the bookable
 * days are counted, and the time zone the days and times are booked in.
 */
export const consultationCalendarSchema = z.object({ today: isoDate, timeZone: z.string() });
export type ConsultationCalendar = z.infer<typeof consultationCalendarSchema>;

/** A taken slot: the answer of GET /api/consultations/booked-slots is a list of these. */
export const bookedSlotSchema = z.object({ selectedDate: z.string(), selectedTime: z.string() });
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

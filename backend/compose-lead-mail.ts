import { longDate } from '../src/contract/consultation-dates';
import { filledFields, type LeadField, leadFields } from '../src/contract/lead-details';
import { CONSULTATION_MINUTES } from '../src/contract/options';
import { invitationIcs, slotStart } from './ics';
import type { LeadNotice, MailMessage, MailSettings } from './lead-mail';

// The two messages of every lead: one to sales (reply-to the visitor) listing
// what the visitor sent, and the visitor's confirmation, which the forms'
// success texts promise ("check your email for confirmation", "a calendar
// invitation"). Plain text only: the visitor's words never become HTML.
//
// The confirmation goes to whatever address was typed, unconfirmed, so it
// carries none of the words typed with it (not the name, not the message):
// the form must not let anyone send their own text from the company's address
// to someone else.

const COMPANY = 'Brightline Labs';

/** A header's value on one line: a visitor's line break must not start a header. */
const oneLine = (value: string) =>
  value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** `Label: value` lines; a value of several lines is indented under its label. */
function fieldsText(fields: readonly LeadField[]): string {
  return filledFields(fields)
    .map(([label, value]) => {
      const lines = value.replace(/\r\n?/g, '\n').split('\n');
      return lines.length === 1
        ? `${label}: ${lines[0]}`
        : `${label}:\n${lines.map((line) => `  ${line}`).join('\n')}`;
    })
    .join('\n');
}

/** What a confirmation says last, unless its lead says otherwise. */
const CLOSING =
  'Reply to this email if you have anything to add. If you did not write to us, someone typed your address on our website: you can ignore this email.';

interface Lead {
  name: string;
  email: string;
  /** What the lead is, for subjects: "contact message", "consultation booking". */
  what: string;
  /** The visitor's confirmation: its subject and first paragraph. */
  confirmSubject: string;
  confirmText: string;
  /** What the confirmation says last: what a reply does, and what to do about an address typed by someone else. */
  closing?: string;
  /** The invitation for sales, and the visitor's, which holds no typed words. */
  calendar?: { sales: string; visitor: string };
}

function leadOf(notice: LeadNotice, settings: MailSettings, now: Date): Lead {
  switch (notice.kind) {
    case 'contact': {
      const r = notice.record;
      const name = `${r.firstName} ${r.lastName}`.trim();
      return {
        name,
        email: r.email,
        what: 'contact message',
        confirmSubject: `We received your message - ${COMPANY}`,
        confirmText:
          'Thank you for contacting us. This confirms that we received your message; we respond within 24 hours.',
      };
    }
    case 'consultation': {
      const r = notice.record;
      // With its zone, in the subjects too: an inbox shows a subject alone.
      const when = `${longDate(r.selectedDate)} at ${r.selectedTime} (${settings.timeZone})`;
      const start = slotStart(r.selectedDate, r.selectedTime, settings.timeZone);
      const invitation = (description: string, attendee: string) =>
        invitationIcs({
          uid: `consultation-${r.id}@brightlinelabs`,
          stamp: now,
          start,
          minutes: CONSULTATION_MINUTES,
          summary: `${COMPANY} consultation: ${r.projectType}`,
          description,
          organizer: { name: COMPANY, email: addressOf(settings.sales) },
          attendee: { name: attendee, email: r.email },
        });
      const calendar = {
        sales: invitation(
          `A ${CONSULTATION_MINUTES}-minute consultation with ${r.name} of ${r.company} about ${r.projectType}.\n\n${r.message}`,
          r.name,
        ),
        visitor: invitation(
          `A ${CONSULTATION_MINUTES}-minute video call with a senior engineer of ${COMPANY} about ${r.projectType}.`,
          r.email,
        ),
      };
      return {
        name: r.name,
        email: r.email,
        what: `consultation booking for ${when}`,
        confirmSubject: `Your consultation on ${when} - ${COMPANY}`,
        confirmText: `Your ${CONSULTATION_MINUTES}-minute consultation is booked for ${when}. The calendar invitation is attached.`,
        calendar,
      };
    }
    case 'costEstimate': {
      const r = notice.record;
      return {
        name: r.name,
        email: r.email,
        what: 'cost estimate request',
        confirmSubject: `Your cost estimate request - ${COMPANY}`,
        // The site's promise, as its toast words it.
        confirmText:
          'Thank you for your cost estimate request. We will send you a detailed project estimate within 24 hours.',
      };
    }
    case 'freeAudit': {
      const r = notice.record;
      return {
        name: r.name,
        email: r.email,
        // The site by its host: the whole address, up to 2,048 characters, is in the text.
        what: `free audit request for ${new URL(r.website).host}`,
        confirmSubject: `Your free technical audit request - ${COMPANY}`,
        confirmText:
          'Thank you for requesting a free technical audit of your website. Our technical team will analyze your system and send a comprehensive report within 48 hours.',
      };
    }
    case 'newsletter': {
      const r = notice.record;
      return {
        name: '',
        email: r.email,
        what: notice.reactivated ? 'newsletter resubscription' : 'newsletter subscription',
        confirmSubject: `You are subscribed to Tech Insights - ${COMPANY}`,
        confirmText: 'This confirms your subscription to our weekly tech insights.',
        // Ignoring this one would leave the address subscribed: staff set it
        // Inactive in the admin's Newsletter Subscribers list on a reply.
        closing:
          'To stop the newsletter at any time, reply to this email and we will take your address off the list. If you did not sign up, someone typed your address on our website: reply, and we will take it off too.',
      };
    }
  }
}

/** A moment in words, in the server's zone, as the booked slot is: "Sunday, November 29, 2026, 3:34 PM (UTC)". */
function readableInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
  return `${text} (${timeZone})`;
}

/** The bare address of `Name <address>`. */
function addressOf(mailbox: string): string {
  return /<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

/** The message to sales and the visitor's confirmation, composed now. */
export function composeLeadMail(
  notice: LeadNotice,
  settings: MailSettings,
  now: Date,
): MailMessage[] {
  const lead = leadOf(notice, settings, now);
  const details = fieldsText(
    leadFields(notice, {
      timeZone: settings.timeZone,
      instant: (iso) => readableInstant(iso, settings.timeZone),
    }),
  );
  const who = lead.name ? `${lead.name} <${lead.email}>` : lead.email;
  const toSales: MailMessage = {
    kind: notice.kind,
    to: settings.sales,
    from: settings.from,
    replyTo: lead.email,
    subject: oneLine(`New ${lead.what} from ${lead.name || lead.email}`),
    text: `A new ${lead.what} from ${who}. Reply to this email to answer the visitor.\n\n${details}\n`,
    ...(lead.calendar && { calendar: lead.calendar.sales }),
  };
  const confirmation: MailMessage = {
    kind: notice.kind,
    to: lead.email,
    toVisitor: true,
    from: settings.from,
    replyTo: addressOf(settings.sales),
    subject: oneLine(lead.confirmSubject),
    text: `Hello,\n\n${lead.confirmText}\n\n${lead.closing ?? CLOSING}\n\n${COMPANY}\n`,
    ...(lead.calendar && { calendar: lead.calendar.visitor }),
  };
  return [toSales, confirmation];
}

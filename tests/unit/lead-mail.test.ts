import { describe, expect, it } from 'vitest';
import { composeLeadMail } from '../../backend/compose-lead-mail';
import { escapeText, foldLine, invitationIcs, slotStart } from '../../backend/ics';
import type { MailSettings } from '../../backend/lead-mail';
import { retryDelay } from '../../server/mail/delivery';
import type { ContactSubmission } from '../../src/contract/entities';
import type { ConsultationRecord, CostEstimateRecord } from '../../src/contract/lead-details';
import { CONSULTATION } from './backend/examples';

// The email of a lead as composed when it is stored: who it goes to, what it
// says, and the consultation's calendar invitation.

const settings: MailSettings = {
  sales: 'sales@brightlinelabs.example',
  from: 'Brightline Labs <no-reply@brightlinelabs.example>',
  timeZone: 'America/New_York',
};
const now = new Date('2026-11-23T15:04:05.678Z');

const contact: ContactSubmission = {
  id: 'c1',
  createdAt: now.toISOString(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  serviceInterest: 'Consulting',
  budget: '',
  message: 'First line\nSecond line',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines',
  source: 'contact-dialog',
};

// The handler suite's consultation, on another slot, with a message that
// needs escaping in the invitation.
const consultation: ConsultationRecord = {
  ...CONSULTATION,
  id: 'k1',
  createdAt: now.toISOString(),
  selectedDate: '2026-11-25',
  selectedTime: '2:30 PM',
  message: 'We need a model; it predicts maintenance, windows and more.',
};

/** The unfolded content lines of an iCalendar text. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('a lead email', () => {
  it('goes to sales with reply-to the visitor, and lists the fields as text', () => {
    const [toSales, confirmation] = composeLeadMail(
      { kind: 'contact', record: contact },
      settings,
      now,
    );
    expect(toSales).toMatchObject({
      kind: 'contact',
      to: settings.sales,
      from: settings.from,
      replyTo: 'ada@example.com',
      subject: 'New contact message from Ada Lovelace',
    });
    expect(toSales?.text).toContain(
      'Name: Ada Lovelace\nEmail: ada@example.com\nPhone: +44 20 7946 0958',
    );
    expect(toSales?.text).toContain('Company: Analytical Engines\nService interest: Consulting');
    // A message of several lines is indented under its label; an empty field is left out.
    expect(toSales?.text).toContain('Message:\n  First line\n  Second line');
    expect(toSales?.text).not.toContain('Budget');
    expect(toSales?.calendar).toBeUndefined();

    expect(confirmation).toMatchObject({
      to: 'ada@example.com',
      from: settings.from,
      replyTo: 'sales@brightlinelabs.example',
    });
    expect(confirmation?.subject).toMatch(/We received your message/);
    expect(confirmation?.text).toMatch(/^Hello,\n\n.*confirms/);
    // It goes to an address no one has confirmed: none of the words typed with it.
    for (const typed of ['Ada', 'Lovelace', 'First line', 'Analytical Engines', '7946']) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.subject).not.toContain(typed);
    }
  });

  it('keeps markup as plain text and a line break out of the subject', () => {
    const evil: ContactSubmission = {
      ...contact,
      firstName: '<script>alert(1)</script>',
      lastName: 'Bcc: victim@example.com\r\nX-Evil: 1',
      message: '<img src=x onerror=alert(1)> & "quotes"',
    };
    const messages = composeLeadMail({ kind: 'contact', record: evil }, settings, now);
    for (const message of messages) {
      expect(message).not.toHaveProperty('html');
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
    const [toSales] = messages;
    expect(toSales?.subject).toBe(
      'New contact message from <script>alert(1)</script> Bcc: victim@example.com X-Evil: 1',
    );
    expect(toSales?.text).toContain('Message: <img src=x onerror=alert(1)> & "quotes"');
  });

  it('names each kind of lead in the subject, with option labels in the fields', () => {
    const estimate: CostEstimateRecord = {
      id: 'e1',
      createdAt: now.toISOString(),
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: '',
      projectType: 'web-app',
      complexity: 'medium',
      timeline: '3-6-months',
      teamSize: '3-5',
      features: ['user-auth', 'ai-ml'],
    };
    const [toSales, estimateConfirmation] = composeLeadMail(
      { kind: 'costEstimate', record: estimate },
      settings,
      now,
    );
    expect(toSales?.subject).toBe('New cost estimate request from Grace Hopper');
    // The confirmation keeps the site's promise.
    expect(estimateConfirmation?.text).toContain(
      'We will send you a detailed project estimate within 24 hours.',
    );
    expect(toSales?.text).toContain('Project type: Web Application\nComplexity: Medium');
    expect(toSales?.text).toContain('Features: User Authentication, AI/ML Capabilities');

    const subscriber = {
      id: 'n1',
      email: 'reader@example.com',
      isActive: true,
      subscribedAt: now.toISOString(),
    };
    const [signup, welcome] = composeLeadMail(
      { kind: 'newsletter', record: subscriber, reactivated: false },
      settings,
      now,
    );
    // A moment in words, in the server's zone, as the booked slot is.
    expect(signup?.text).toContain(
      'Subscribed: Monday, November 23, 2026 at 10:04 AM (America/New_York)',
    );
    const [again] = composeLeadMail(
      { kind: 'newsletter', record: subscriber, reactivated: true },
      settings,
      now,
    );
    expect(again?.subject).toBe('New newsletter resubscription from reader@example.com');
    expect(welcome?.to).toBe('reader@example.com');
    expect(welcome?.text).toMatch(/^Hello,\n/);
    // Ignoring it would leave the address subscribed: a reply takes it off the list.
    expect(welcome?.text).toContain('To stop the newsletter at any time, reply to this email');
    expect(welcome?.text).not.toContain('ignore this email');

    // An audit's subject names the site by its host; the text has the whole address.
    const website = `https://shop.example.com/${'p'.repeat(2000)}`;
    const [audit, auditConfirmation] = composeLeadMail(
      {
        kind: 'freeAudit',
        record: {
          id: 'a1',
          createdAt: now.toISOString(),
          name: 'Cy Park',
          email: 'cy@example.com',
          company: 'Park & Sons',
          website,
          phone: '',
          currentChallenges: 'Checkout takes eight seconds.',
        },
      },
      settings,
      now,
    );
    expect(audit?.subject).toBe('New free audit request for shop.example.com from Cy Park');
    expect(audit?.text).toContain(`Website: ${website}`);
    expect(auditConfirmation?.text).toContain('send a comprehensive report within 48 hours.');
    // A request someone else typed the address in needs nothing more of its owner.
    expect(auditConfirmation?.text).toContain('you can ignore this email');
  });

  it('books a consultation with the slot in both emails and the same invitation', () => {
    const [toSales, confirmation] = composeLeadMail(
      { kind: 'consultation', record: consultation },
      settings,
      now,
    );
    expect(toSales?.subject).toBe(
      'New consultation booking for Wednesday, November 25, 2026 at 2:30 PM (America/New_York) from Ada Lovelace',
    );
    expect(toSales?.text).toContain('Time: 2:30 PM (America/New_York), 30 minutes');
    expect(confirmation?.subject).toBe(
      'Your consultation on Wednesday, November 25, 2026 at 2:30 PM (America/New_York) - Brightline Labs',
    );
    expect(toSales?.calendar).toBeDefined();
    const lines = unfold(toSales?.calendar ?? '');
    const visitorLines = unfold(confirmation?.calendar ?? '');
    // The same event; the visitor's copy holds none of the words typed with the booking.
    for (const line of lines.filter((l) => /^(UID|DTSTART|DTEND|ORGANIZER|SUMMARY)/.test(l))) {
      expect(visitorLines).toContain(line);
    }
    expect(lines.join('\n')).toContain(consultation.message.slice(0, 15));
    for (const typed of [consultation.name, consultation.company, consultation.message]) {
      expect(confirmation?.calendar).not.toContain(typed.slice(0, 12));
      expect(confirmation?.text).not.toContain(typed.slice(0, 12));
    }
    // 2:30 PM in New York in November (EST, UTC-5) is 19:30 UTC.
    expect(lines).toContain('DTSTART:20261125T193000Z');
    expect(lines).toContain('DTEND:20261125T200000Z');
    expect(lines).toContain('DTSTAMP:20261123T150405Z');
    expect(lines).toContain('UID:consultation-k1@brightlinelabs');
    expect(lines).toContain('ORGANIZER;CN="Brightline Labs":mailto:sales@brightlinelabs.example');
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(
      /^ATTENDEE;CN="Ada Lovelace";.*RSVP=TRUE:mailto:ada@example.com$/,
    );
  });
});

describe('the calendar invitation', () => {
  const invite = (over: Partial<Parameters<typeof invitationIcs>[0]> = {}) =>
    invitationIcs({
      uid: 'u1@test',
      stamp: now,
      start: new Date('2026-07-01T13:00:00Z'),
      summary: 'Consultation',
      description: 'About things',
      organizer: { name: 'Brightline Labs', email: 'sales@example.com' },
      attendee: { name: 'Ada', email: 'ada@example.com' },
      ...over,
    });

  it('is one VEVENT of a METHOD:REQUEST calendar, CRLF lines of at most 75 octets', () => {
    const ics = invite({ description: 'é'.repeat(200) + 'x'.repeat(100) });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.slice(0, -2).split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folded lines were needed, and unfold to the description, with no character cut in two.
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    const lines = unfold(ics);
    expect(lines).toContain(`DESCRIPTION:${'é'.repeat(200)}${'x'.repeat(100)}`);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Brightline Labs//Consultations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+[;:]/);
  });

  it('escapes text per RFC 5545 and keeps quotes out of a common name', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const lines = unfold(
      invite({
        summary: 'Hi; there, you\\me',
        attendee: { name: 'Ada "The Countess" L', email: 'ada@example.com' },
      }),
    );
    expect(lines).toContain('SUMMARY:Hi\\; there\\, you\\\\me');
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(
      /^ATTENDEE;CN="Ada The Countess L";/,
    );
  });

  it('folds at 75 octets, continuations starting with a space', () => {
    const folded = foldLine(`SUMMARY:${'a'.repeat(200)}`);
    const [first, ...rest] = folded.split('\r\n');
    expect(first).toHaveLength(75);
    for (const line of rest) {
      expect(line.startsWith(' ')).toBe(true);
      expect(line.length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'a'.repeat(200)}`);
  });

  it('places a slot in its time zone, summer and winter', () => {
    expect(slotStart('2026-07-01', '9:00 AM', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(slotStart('2026-11-25', '12:00 PM', 'America/New_York').toISOString()).toBe(
      '2026-11-25T17:00:00.000Z',
    );
    expect(slotStart('2026-11-25', '4:30 PM', 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-25T10:45:00.000Z',
    );
    expect(slotStart('2026-03-09', '10:30 AM', 'UTC').toISOString()).toBe(
      '2026-03-09T10:30:00.000Z',
    );
  });
});

describe('retries', () => {
  it('wait twice as long after each failure, up to the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelay(n, 30_000, 3_600_000));
    expect(delays).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeLeadMail } from '../../../backend/compose-lead-mail';
import type { OutboxRow } from '../../../server/mail/outbox';
import { folderSender, smtpSender } from '../../../server/mail/transport';
import type { ConsultationRecord } from '../../../src/contract/lead-details';
import { parseMail, type SmtpSink, startSmtpSink } from '../../support/smtp-sink';

// The transports: SMTP (to a sink on a loopback port) and the development
// folder of .eml files, each given an outbox row as the delivery loop gives it.

const settings = {
  sales: 'sales@brightlinelabs.example',
  from: 'Brightline Labs <no-reply@brightlinelabs.example>',
  timeZone: 'Europe/Berlin',
};
const booking: ConsultationRecord = {
  id: 'k1',
  createdAt: '2026-11-23T09:00:00.000Z',
  name: 'Zoë Ünal',
  email: 'zoe@example.com',
  phone: '+49 30 1234567',
  company: 'Ünal GmbH',
  projectType: 'AI/ML Integration',
  budgetRange: '$50K - $100K',
  timelineNeeds: 'Within 3-6 months',
  selectedDate: '2026-11-25',
  selectedTime: '9:00 AM',
  message: 'Ein Modell, das Wartungsfenster vorhersagt.',
};

function rowsOf(): OutboxRow[] {
  const now = new Date(booking.createdAt);
  return composeLeadMail({ kind: 'consultation', record: booking }, settings, now).map((m, n) => ({
    id: `row-${n}`,
    createdAt: booking.createdAt,
    kind: m.kind,
    toAddress: m.to,
    fromAddress: m.from,
    replyTo: m.replyTo ?? null,
    subject: m.subject,
    textBody: m.text,
    calendar: m.calendar ?? null,
    status: 'sending',
    attempts: 0,
    nextAttemptAt: booking.createdAt,
    lastError: null,
    sentAt: null,
  }));
}

describe('sending over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (address) => address.endsWith('@refused.example') });
  });
  afterAll(() => sink.stop());

  it('delivers the text and the invitation as text/calendar, with reply-to the visitor', async () => {
    const send = smtpSender(sink.url);
    const [toSales, toVisitor] = rowsOf();
    if (!toSales || !toVisitor) throw new Error('two messages expected');
    await send(toSales);
    await send(toVisitor);
    const [received] = sink.to('sales@brightlinelabs.example');
    expect(received?.headers['reply-to']).toBe('zoe@example.com');
    expect(received?.subject).toBe(toSales.subject);
    expect(received?.text).toContain('Company: Ünal GmbH');
    expect(received?.types).toEqual(
      expect.arrayContaining([
        'text/plain; charset=utf-8',
        expect.stringMatching(/^text\/calendar; charset=utf-8; method=request/),
      ]),
    );
    const calendar = received?.calendar?.replace(/\r\n /g, '') ?? '';
    // 9:00 AM in Berlin in November (UTC+1).
    expect(calendar).toContain('DTSTART:20261125T080000Z');
    expect(calendar).toContain('ATTENDEE;CN="Zoë Ünal"');
    // The visitor's copy: the same event, as an invitation too, without the words typed.
    const visitorCalendar = sink.to('zoe@example.com')[0]?.calendar?.replace(/\r\n /g, '') ?? '';
    expect(visitorCalendar).toContain('DTSTART:20261125T080000Z');
    expect(visitorCalendar).toContain('ATTENDEE;CN="zoe@example.com"');
    expect(visitorCalendar).not.toContain('Ünal');
  });

  it('fails when the server refuses the recipient or is not there', async () => {
    const [row] = rowsOf();
    if (!row) throw new Error('no message');
    await expect(smtpSender(sink.url)({ ...row, toAddress: 'x@refused.example' })).rejects.toThrow(
      /550/,
    );
    const closed = await startSmtpSink();
    await closed.stop();
    await expect(smtpSender(closed.url)(row)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the development folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'brightline-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file', async () => {
    const [row] = rowsOf();
    if (!row) throw new Error('no message');
    await folderSender(join(dir, 'mail'))(row);
    const files = await readdir(join(dir, 'mail'));
    expect(files).toEqual(['2026-11-23T09-00-00-000Z-row-0.eml']);
    const mail = parseMail(await readFile(join(dir, 'mail', files[0] ?? ''), 'utf8'));
    expect(mail.subject).toBe(row.subject);
    expect(mail.headers['message-id']).toBe('<row-0@brightlinelabs.outbox>');
    expect(mail.calendar).toContain('METHOD:REQUEST');
  });

  it('makes the folder again when it was removed after the first message', async () => {
    const [first, second] = rowsOf();
    if (!first || !second) throw new Error('no message');
    const folder = join(dir, 'removed');
    const send = folderSender(folder);
    await send(first);
    await rm(folder, { recursive: true });
    await send(second);
    expect(await readdir(folder)).toEqual(['2026-11-23T09-00-00-000Z-row-1.eml']);
  });

  it('tries to make the folder again with the next message after it could not', async () => {
    const [first, second] = rowsOf();
    if (!first || !second) throw new Error('no message');
    // A file stands where the folder should be: making it fails.
    const blocked = join(dir, 'blocked');
    await writeFile(blocked, '');
    const send = folderSender(join(blocked, 'mail'));
    await expect(send(first)).rejects.toThrow(/ENOTDIR|EEXIST/);
    await rm(blocked);
    await send(second);
    expect(await readdir(join(blocked, 'mail'))).toEqual(['2026-11-23T09-00-00-000Z-row-1.eml']);
  });
});

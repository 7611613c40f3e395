import type { LeadRecord } from '../src/contract/lead-details';
import type { OutboxEntry } from '../src/contract/outbox';

// Email about leads, live mode only: the API core composes each message when the
// lead is stored and hands it to an outbox written in the same batch or
// transaction; the server's delivery loop sends it later (server/mail/). The
// standalone backend has no outbox, and sends nothing.

/** A new lead, as the handler stored it. */
export type LeadNotice = LeadRecord;

export type LeadKind = LeadNotice['kind'];

/** One message, composed in full: what the delivery loop sends as it is. */
export interface MailMessage {
  kind: LeadKind;
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  /** Plain text: the visitor's words are never HTML here. */
  text: string;
  /** An iCalendar invitation (METHOD:REQUEST), sent as text/calendar. */
  calendar?: string;
  /** To the address the visitor typed, unconfirmed: capped a day (mayConfirmTo). */
  toVisitor?: boolean;
}

export interface MailSettings {
  /** Where leads go. */
  sales: string;
  /** The sender of every message (an address, or `Name <address>`). */
  from: string;
  /** The IANA zone consultation slots are booked in (the backend's local zone). */
  timeZone: string;
}

/** The outbox's table, as the API core sees it. */
export interface Outbox {
  /** Adds messages; joins the store's batch or transaction that is running, if one is. */
  enqueue(messages: readonly MailMessage[], now: Date): Promise<void>;
  /** Messages that are dead or still failing, newest first. */
  problems(): Promise<OutboxEntry[]>;
  /** Puts a dead message back in the queue, due at once; false when none has this id. */
  retry(id: string, now: Date): Promise<boolean>;
  /** Puts every dead message back in the queue, due at once; how many it put back. */
  retryDead(now: Date): Promise<number>;
}

export interface LeadMail {
  settings: MailSettings;
  outbox: Outbox;
}

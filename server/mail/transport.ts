import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { OutboxRow } from './outbox';

// How a message leaves: SMTP (SMTP_URL, nodemailer's URL form) in production;
// without it, each message is written as an .eml file to a folder (MAIL_DIR),
// so that development sends nothing anywhere and every message can be opened.

export type SendMail = (row: OutboxRow) => Promise<void>;

type Message = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0];

/** The message nodemailer builds from an outbox row. */
export function messageOf(row: OutboxRow): Message {
  return {
    // One id per row: a message sent twice (a lease that lapsed) reads as one.
    messageId: `<${row.id}@brightlinelabs.outbox>`,
    from: row.fromAddress,
    to: row.toAddress,
    ...(row.replyTo && { replyTo: row.replyTo }),
    subject: row.subject,
    text: row.textBody,
    date: new Date(row.createdAt),
    // A text/calendar alternative (METHOD:REQUEST) and an invitation.ics attachment.
    ...(row.calendar && {
      icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: row.calendar },
    }),
  };
}

/** How this configuration sends: SMTP_URL's server, else MAIL_DIR's files. */
export const senderOf = (mail: Pick<MailConfig, 'smtpUrl' | 'dir'>): SendMail =>
  mail.smtpUrl ? smtpSender(mail.smtpUrl) : folderSender(resolve(mail.dir));

export function smtpSender(url: string): SendMail {
  const transporter = nodemailer.createTransport({
    url,
    // Shorter than nodemailer's minutes: a server that hangs costs one attempt.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return async (row) => {
    await transporter.sendMail(messageOf(row));
  };
}

export function folderSender(dir: string): SendMail {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // The folder is made once, not for every message; again should it be removed,
  // or should making it have failed (the next message tries again).
  let made: Promise<unknown> | undefined;
  const makeFolder = () => {
    made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  return async (row) => {
    const info = await transporter.sendMail(messageOf(row));
    const stamp = row.createdAt.replace(/[:.]/g, '-');
    const file = join(dir, `${stamp}-${row.id}.eml`);
    await makeFolder();
    try {
      await writeFile(file, info.message as Buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      made = undefined;
      await makeFolder();
      await writeFile(file, info.message as Buffer);
    }
  };
}

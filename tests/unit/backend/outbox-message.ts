import type { MailMessage } from '../../../backend/lead-mail';

/** Message number `n` of an outbox test: to visitor<n>@example.com, subject "Message <n>". */
export const message = (n: number): MailMessage => ({
  kind: 'contact',
  to: `visitor${n}@example.com`,
  from: 'site@example.com',
  replyTo: 'sales@example.com',
  subject: `Message ${n}`,
  text: 'Hello',
});

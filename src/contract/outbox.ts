import { OUTBOX_API } from './endpoints';
import { isoDateTime } from './fields';
import type { Operation } from './operations';
import { z } from './zod';

// The live server's email outbox as the admin sees it (GET /api/admin/outbox):
// messages that could not be sent yet ("failing": retried later) or ever
// ("dead": no more tries until an admin asks for one), and dead ones an admin
// put back ("queued": due again, not tried since; lastError is the old one).

export const outboxEntrySchema = z.object({
  id: z.string(),
  status: z.enum(['failing', 'dead', 'queued']),
  attempts: z.number().int(),
  lastError: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: isoDateTime,
  /** When the next try is due; absent for a dead message. */
  nextAttemptAt: isoDateTime.optional(),
});

export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The answer to putting every dead message back in the queue. */
export const retriedSchema = z.object({ retried: z.number().int() });

/** The outbox's operations: documented and answered only by a server that sends email. */
export const OUTBOX_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: OUTBOX_API.problems,
    summary:
      'Email that is dead, still failing, or queued again after a retry, newest first (live server)',
    tag: 'Admin',
    admin: true,
    response: z.array(outboxEntrySchema),
  },
  {
    method: 'post',
    path: '/api/admin/outbox/{id}/retry',
    summary: 'Put a dead email back in the queue (live server)',
    tag: 'Admin',
    admin: true,
    response: z.object({ ok: z.literal(true) }),
    notFound: true,
  },
  {
    method: 'post',
    path: OUTBOX_API.retryDead,
    summary: 'Put every dead email back in the queue (live server)',
    tag: 'Admin',
    admin: true,
    response: retriedSchema,
  },
];

import { OUTBOX_API } from '../../src/contract/endpoints';
import { notFound } from '../http-error';
import type { LeadMail } from '../lead-mail';
import type { Route } from './route';

// The email outbox in the admin (live server only): what could not be sent,
// and a retry for a dead message.

const admin = { admin: true };

export const outboxHandlers = (route: Route, mail: LeadMail) => [
  route('get', OUTBOX_API.problems, () => mail.outbox.problems(), admin),
  route(
    'post',
    OUTBOX_API.retryDead,
    async ({ now }) => ({ retried: await mail.outbox.retryDead(now()) }),
    { ...admin, audit: { action: 'retry all dead email' } },
  ),
  route(
    'post',
    `${OUTBOX_API.problems}/:id/retry`,
    async ({ params, now }) => {
      if (!(await mail.outbox.retry(params.id ?? '', now()))) throw notFound('Dead email');
      return { ok: true };
    },
    { ...admin, audit: { action: 'retry email', item: (params) => `mailOutbox/${params.id}` } },
  ),
];

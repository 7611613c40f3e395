import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../backend/create-api';
import type { LeadMail, MailMessage, Outbox } from '../../../backend/lead-mail';
import { createPgOutbox } from '../../../server/mail/outbox';
import type { PgStore } from '../../../server/pg/pg-store';
import { mailOutbox } from '../../../server/pg/schema';
import { ADMIN_CREDENTIALS } from '../../../src/contract/admin-credentials';
import { HONEYPOT_FIELD } from '../../../src/contract/honeypot';
import { CONSULTATION, CONTACT_INQUIRY } from './examples';
import { storeUnderTest } from './store-under-test';

// Live mode's outbox over PostgreSQL: every new lead writes its email in the
// lead's own transaction, so that either both are kept or neither is. The
// standalone backend (IndexedDB) has no outbox: this file runs on the
// PostgreSQL stores only.

const onPostgres = process.env.TEST_STORE === 'pglite' || process.env.TEST_STORE === 'postgres';
const eqId = (id: string) => eq(mailOutbox.id, id);

describe.runIf(onPostgres)('the email outbox of live mode', async () => {
  const opened = await storeUnderTest();
  afterAll(opened.close);
  const store = opened.store as PgStore;
  const realOutbox = createPgOutbox(store);
  const settings = {
    sales: 'sales@brightlinelabs.example',
    from: 'Brightline Labs <no-reply@brightlinelabs.example>',
    timeZone: 'America/New_York',
  };
  /** The outbox the API writes to: the real one unless a test swaps it. */
  let outbox: Outbox = realOutbox;
  const mail: LeadMail = {
    settings,
    outbox: {
      enqueue: (messages, now) => outbox.enqueue(messages, now),
      problems: () => outbox.problems(),
      retry: (id, now) => outbox.retry(id, now),
      retryDead: (now) => outbox.retryDead(now),
    },
  };
  const api = createApi({ store, mail, logRequests: false });

  async function call(method: string, path: string, body?: unknown, admin = false) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (admin) Object.assign(headers, ADMIN_CREDENTIALS);
    const response = await api(
      new Request(`http://localhost${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }
  const rows = () =>
    store.query().select().from(mailOutbox).orderBy(mailOutbox.toAddress, mailOutbox.id);

  /** A failure the test causes: logged by the API as a 500, which the test expects. */
  const expectServerErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  beforeEach(async () => {
    vi.restoreAllMocks();
    outbox = realOutbox;
    await store.reset();
    await store.query().delete(mailOutbox);
    // Tuesday 24 November 2026: Wednesday 25 is bookable.
    await call('PUT', '/api/__mock/config', { clock: '2026-11-24T10:00:00.000Z' });
  });

  const estimate = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: '',
    projectType: 'web-app',
    complexity: 'simple',
    timeline: '1-2-months',
    teamSize: '1-2',
    features: ['basic-crud'],
  };
  const audit = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Navy',
    website: 'https://example.com',
    phone: '',
    currentChallenges: 'Our pages take ten seconds to load.',
  };
  const booking = { ...CONSULTATION, selectedDate: '2026-11-25' };

  it.each([
    ['the contact dialog', '/api/contact', CONTACT_INQUIRY, 'contact'],
    [
      'the contact page',
      '/api/contact',
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', message: 'Ten chars or more.' },
      'contact',
    ],
    ['a consultation', '/api/consultations', booking, 'consultation'],
    ['a cost estimate', '/api/cost-calculator', estimate, 'costEstimate'],
    ['a free audit', '/api/free-audit', audit, 'freeAudit'],
    ['a newsletter signup', '/api/newsletter', { email: 'reader@example.com' }, 'newsletter'],
  ])('queues two emails with %s: to sales and the visitor', async (_, path, body, kind) => {
    const res = await call('POST', path, body);
    expect(res.status).toBe(201);
    const queued = await rows();
    expect(queued.map((row) => [row.kind, row.toAddress, row.status, row.attempts])).toEqual([
      [kind, (body as { email: string }).email, 'pending', 0],
      [kind, settings.sales, 'pending', 0],
    ]);
    expect(queued[1]?.replyTo).toBe((body as { email: string }).email);
    expect(queued[0]?.createdAt).toBe('2026-11-24T10:00:00.000Z');
    expect(queued[0]?.nextAttemptAt).toBe('2026-11-24T10:00:00.000Z');
    if (kind === 'consultation') {
      for (const row of queued) expect(row.calendar).toContain('DTSTART:20261125T153000Z');
    } else {
      for (const row of queued) expect(row.calendar).toBeNull();
    }
  });

  it('where the forms are limited, sends one address at most 5 confirmations a day, in any case; sales gets every lead', async () => {
    let now = new Date('2026-11-24T10:00:00.000Z');
    const limited = createApi({
      store,
      mail,
      logRequests: false,
      clock: () => now,
      rateLimit: { perMinute: 100, perDay: 100 },
    });
    const sendAs = async (email: string) => {
      const body = { ...audit, email, website: `https://example.com/${email.trim()}` };
      const response = await limited(
        new Request('http://localhost/api/free-audit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      return response.status;
    };
    for (const email of ['Target@Example.com', 'target@example.com', ' TARGET@example.com ']) {
      expect(await sendAs(email)).toBe(201);
    }
    for (let n = 0; n < 4; n += 1) expect(await sendAs('target@example.com')).toBe(201);
    const queued = await rows();
    const toTarget = (list: typeof queued) =>
      list.filter((row) => row.toAddress.toLowerCase() === 'target@example.com');
    expect(queued.filter((row) => row.toAddress === settings.sales)).toHaveLength(7);
    expect(toTarget(queued)).toHaveLength(5);
    // Another address is counted on its own; the next day, the first one's count starts again.
    expect(await sendAs('other@example.com')).toBe(201);
    now = new Date('2026-11-25T00:00:01.000Z');
    expect(await sendAs('target@example.com')).toBe(201);
    const after = await rows();
    expect(after.filter((row) => row.toAddress === 'other@example.com')).toHaveLength(1);
    expect(toTarget(after)).toHaveLength(6);
    // Without limits (a server not open to the public, the bench) no confirmation is held back.
    for (let n = 0; n < 6; n += 1) {
      expect(
        (await call('POST', '/api/free-audit', { ...audit, email: 'bench@example.com' })).status,
      ).toBe(201);
    }
    const unlimited = (await rows()).filter((row) => row.toAddress === 'bench@example.com');
    expect(unlimited).toHaveLength(6);
  });

  it('counts only accepted sends against the cap: refusals and trapped sends do not use it up', async () => {
    const limited = createApi({
      store,
      mail,
      logRequests: false,
      clock: () => new Date('2026-11-24T10:00:00.000Z'),
      rateLimit: { perMinute: 100, perDay: 100 },
    });
    const send = async (path: string, body: unknown) =>
      (
        await limited(
          new Request(`http://localhost${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }),
        )
      ).status;
    const victim = 'victim@example.com';
    expect(await send('/api/consultations', { ...booking, email: 'first@example.com' })).toBe(201);
    for (let n = 0; n < 6; n += 1) {
      // Refused by the schema, caught by the honeypot, refused for a slot taken.
      expect(
        await send('/api/contact', { ...CONTACT_INQUIRY, email: victim, message: 'short' }),
      ).toBe(400);
      expect(
        await send('/api/contact', {
          ...CONTACT_INQUIRY,
          email: victim,
          [HONEYPOT_FIELD]: 'https://spam.example',
        }),
      ).toBe(201);
      expect(await send('/api/consultations', { ...booking, email: victim })).toBe(409);
    }
    // A signup, then the same address again: nothing new to confirm.
    for (let n = 0; n < 3; n += 1)
      expect(await send('/api/newsletter', { email: victim })).toBe(201);
    for (let n = 0; n < 5; n += 1) {
      expect(await send('/api/contact', { ...CONTACT_INQUIRY, email: victim })).toBe(201);
    }
    const toVictim = (await rows()).filter((row) => row.toAddress === victim);
    // The signup's confirmation and the first four enquiries': five in all.
    expect(toVictim.map((row) => row.kind).sort()).toEqual([
      'contact',
      'contact',
      'contact',
      'contact',
      'newsletter',
    ]);
  });

  it('queues no email for a send caught by the honeypot, which is answered as accepted', async () => {
    const trapped = await call('POST', '/api/contact', {
      ...CONTACT_INQUIRY,
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(trapped.status).toBe(201);
    expect(await rows()).toEqual([]);
    expect(await store.list('contactSubmissions')).toEqual([]);
  });

  it('queues nothing for an address already subscribed, and again for a reactivation', async () => {
    await call('POST', '/api/newsletter', { email: 'reader@example.com' });
    expect(await rows()).toHaveLength(2);
    await call('POST', '/api/newsletter', { email: 'READER@example.com' });
    expect(await rows()).toHaveLength(2);

    const subscriber = await store.find('newsletterSubscribers', 'email', 'reader@example.com');
    if (!subscriber) throw new Error('not subscribed');
    await store.put('newsletterSubscribers', { ...subscriber, isActive: false });
    await call('POST', '/api/newsletter', { email: 'reader@example.com' });
    const subjects = (await rows()).map((row) => row.subject);
    expect(subjects).toContain('New newsletter resubscription from reader@example.com');
    expect(subjects).toHaveLength(4);
  });

  it.each([
    ['/api/contact', CONTACT_INQUIRY, 'contactSubmissions'],
    ['/api/consultations', booking, 'consultations'],
    ['/api/cost-calculator', estimate, 'costEstimates'],
    ['/api/free-audit', audit, 'freeAudits'],
    ['/api/newsletter', { email: 'reader@example.com' }, 'newsletterSubscribers'],
  ] as const)('keeps no lead for %s when its email cannot be queued', async (path, body, table) => {
    outbox = {
      ...realOutbox,
      enqueue: async () => {
        throw new Error('disk full');
      },
    };
    expectServerErrors();
    const res = await call('POST', path, body);
    expect(res.status).toBe(500);
    expect(await store.count(table)).toBe(0);
    expect(await store.count('leadCaptures')).toBe(0);
    expect(await rows()).toHaveLength(0);
  });

  it("keeps no email when the lead's transaction fails after the email was written", async () => {
    // The outbox row is written, then the transaction fails: the row must go with it.
    outbox = {
      ...realOutbox,
      enqueue: async (messages: readonly MailMessage[], now: Date) => {
        await realOutbox.enqueue(messages, now);
        expect(await rows()).toHaveLength(messages.length);
        throw new Error('the connection dropped');
      },
    };
    expectServerErrors();
    for (const [path, body] of [
      ['/api/consultations', booking],
      ['/api/newsletter', { email: 'reader@example.com' }],
    ] as const) {
      expect((await call('POST', path, body)).status).toBe(500);
    }
    outbox = realOutbox;
    expect(await rows()).toHaveLength(0);
    expect(await store.count('consultations')).toBe(0);
    expect(await store.count('newsletterSubscribers')).toBe(0);
  });

  it.each([
    ['/api/contact', CONTACT_INQUIRY, 'contactSubmissions'],
    ['/api/cost-calculator', estimate, 'costEstimates'],
    ['/api/free-audit', audit, 'freeAudits'],
  ] as const)(
    'keeps no email when the lead of %s fails after its email was queued',
    async (path, body, table) => {
      // These leads go as one batch, sent when the handler's work ends: a failure
      // after the email was queued sends none of it.
      let queued = 0;
      outbox = {
        ...realOutbox,
        enqueue: async (messages: readonly MailMessage[], now: Date) => {
          await realOutbox.enqueue(messages, now);
          queued += messages.length;
          throw new Error('the connection dropped');
        },
      };
      expectServerErrors();
      expect((await call('POST', path, body)).status).toBe(500);
      expect(queued).toBe(2);
      outbox = realOutbox;
      expect(await rows()).toHaveLength(0);
      expect(await store.count(table)).toBe(0);
      expect(await store.count('leadCaptures')).toBe(0);
    },
  );

  it('keeps neither the lead nor its email when the store refuses the lead', async () => {
    // The lead's row is refused when its batch is sent, in one statement with its
    // email: neither is kept.
    expect((await call('POST', '/api/contact', CONTACT_INQUIRY)).status).toBe(201);
    const [taken] = await store.list('contactSubmissions');
    if (!taken) throw new Error('no contact kept');
    await store.query().delete(mailOutbox);
    const message: MailMessage = {
      kind: 'contact',
      to: settings.sales,
      from: settings.from,
      subject: 'New contact message from Ada Lovelace',
      text: 'A new contact message.',
    };
    await expect(
      store.batch(async () => {
        await realOutbox.enqueue([message], new Date('2026-11-24T10:00:00.000Z'));
        await store.add('contactSubmissions', { ...taken, email: 'other@example.com' });
      }),
    ).rejects.toMatchObject({ name: 'UniqueViolation', table: 'contactSubmissions' });
    expect(await store.count('contactSubmissions')).toBe(1);
    expect(await rows()).toHaveLength(0);
  });

  it("queues one booking's emails when two book one slot at once", async () => {
    const results = await Promise.all([
      call('POST', '/api/consultations', booking),
      call('POST', '/api/consultations', { ...booking, email: 'other@example.com' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)?.json.email;
    expect((await rows()).map((row) => row.toAddress)).toEqual([winner, settings.sales]);
  });

  it('lists dead and failing email for the admin, and puts a dead one back in the queue', async () => {
    await call('POST', '/api/contact', CONTACT_INQUIRY);
    const [visitor, sales] = await rows();
    if (!visitor || !sales) throw new Error('nothing queued');
    expect((await call('GET', '/api/admin/outbox', undefined, true)).json).toEqual([]);
    await store
      .query()
      .update(mailOutbox)
      .set({ status: 'dead', attempts: 8, lastError: '550 Mailbox unavailable' })
      .where(eqId(visitor.id));
    await store
      .query()
      .update(mailOutbox)
      .set({ attempts: 2, lastError: 'ECONNREFUSED', nextAttemptAt: '2026-11-24T10:01:00.000Z' })
      .where(eqId(sales.id));

    expect((await call('GET', '/api/admin/outbox')).status).toBe(401);
    const listed = (await call('GET', '/api/admin/outbox', undefined, true)).json;
    expect(listed).toEqual(
      expect.arrayContaining([
        {
          id: visitor.id,
          status: 'dead',
          attempts: 8,
          lastError: '550 Mailbox unavailable',
          to: 'ada@example.com',
          subject: visitor.subject,
          createdAt: visitor.createdAt,
        },
        expect.objectContaining({
          id: sales.id,
          status: 'failing',
          attempts: 2,
          nextAttemptAt: '2026-11-24T10:01:00.000Z',
        }),
      ]),
    );
    expect(listed).toHaveLength(2);

    // Only a dead one goes back; then it is due at once, with tries to spare.
    expect((await call('POST', `/api/admin/outbox/${sales.id}/retry`, {}, true)).status).toBe(404);
    expect((await call('POST', '/api/admin/outbox/nope/retry', {}, true)).status).toBe(404);
    expect((await call('POST', `/api/admin/outbox/${visitor.id}/retry`, {})).status).toBe(401);
    const retried = await call('POST', `/api/admin/outbox/${visitor.id}/retry`, {}, true);
    expect(retried).toEqual({ status: 200, json: { ok: true } });
    const [again] = await rows();
    expect(again).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-11-24T10:00:00.000Z',
    });
    // Listed as queued again until it is tried: it has not gone out yet.
    const after = (await call('GET', '/api/admin/outbox', undefined, true)).json;
    expect(after).toHaveLength(2);
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: visitor.id,
          status: 'queued',
          attempts: 0,
          lastError: '550 Mailbox unavailable',
          nextAttemptAt: '2026-11-24T10:00:00.000Z',
        }),
        expect.objectContaining({ id: sales.id, status: 'failing' }),
      ]),
    );
  });

  it('puts every dead message back in the queue at once, and leaves the failing ones be', async () => {
    await call('POST', '/api/contact', CONTACT_INQUIRY);
    await call('POST', '/api/newsletter', { email: 'reader@example.com' });
    const queued = await rows();
    expect(queued).toHaveLength(4);
    const [failing, ...dead] = queued;
    if (!failing) throw new Error('nothing queued');
    for (const row of dead) {
      await store
        .query()
        .update(mailOutbox)
        .set({ status: 'dead', attempts: 8, lastError: '550 Mailbox unavailable' })
        .where(eqId(row.id));
    }
    const due = '2026-11-24T10:05:00.000Z';
    await store
      .query()
      .update(mailOutbox)
      .set({ attempts: 2, lastError: 'ECONNREFUSED', nextAttemptAt: due })
      .where(eqId(failing.id));

    expect((await call('POST', '/api/admin/outbox/retry', {})).status).toBe(401);
    expect(await call('POST', '/api/admin/outbox/retry', {}, true)).toEqual({
      status: 200,
      json: { retried: 3 },
    });
    const after = await rows();
    expect(after.filter((row) => row.id !== failing.id)).toEqual(
      dead.map((row) =>
        expect.objectContaining({
          id: row.id,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: '2026-11-24T10:00:00.000Z',
        }),
      ),
    );
    expect(after.find((row) => row.id === failing.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: due,
    });
    // Nothing is dead any more: a second call puts nothing back.
    expect((await call('POST', '/api/admin/outbox/retry', {}, true)).json).toEqual({ retried: 0 });
  });
});

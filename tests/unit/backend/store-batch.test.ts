import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactSubmission, LeadCapture } from '../../../src/contract/entities';
import { resetToSeed, store } from './call';

// A lead is written with store.batch: its rows, all or none. The PostgreSQL
// stores send them as one statement when the batch ends; IndexedDB runs them in
// one transaction. Either way a failure keeps nothing, on every store.

const contact = (id: string): ContactSubmission => ({
  id,
  createdAt: '2026-11-24T10:00:00.000Z',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  serviceInterest: 'Consulting',
  budget: '',
  message: 'Please call me about a new project.',
  phone: '',
  company: 'Analytical Engines',
  source: 'contact-dialog',
});

const lead = (id: string): LeadCapture => ({
  id,
  createdAt: '2026-11-24T10:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  role: '',
  interest: 'Consulting',
  source: 'Contact form',
});

describe('a batch of writes', () => {
  beforeEach(resetToSeed);

  it('keeps every row it adds, in every table', async () => {
    await store.batch(async () => {
      await store.add('contactSubmissions', contact('contact-a'));
      await store.add('leadCaptures', lead('lead-a'));
      await store.add('contactSubmissions', contact('contact-b'));
    });
    expect((await store.list('contactSubmissions')).map((row) => row.id)).toEqual([
      'contact-a',
      'contact-b',
    ]);
    expect(await store.get('leadCaptures', 'lead-a')).toEqual(lead('lead-a'));
  });

  it('keeps nothing when its work fails after adding rows', async () => {
    await expect(
      store.batch(async () => {
        await store.add('contactSubmissions', contact('contact-a'));
        await store.add('leadCaptures', lead('lead-a'));
        throw new Error('the email could not be composed');
      }),
    ).rejects.toThrow('the email could not be composed');
    expect(await store.count('contactSubmissions')).toBe(0);
    expect(await store.count('leadCaptures')).toBe(0);
  });

  it('keeps nothing when the store refuses one of its rows, and says which', async () => {
    await store.add('leadCaptures', lead('lead-taken'));
    await expect(
      store.batch(async () => {
        await store.add('contactSubmissions', contact('contact-a'));
        await store.add('leadCaptures', lead('lead-taken'));
      }),
    ).rejects.toMatchObject({ name: 'UniqueViolation', table: 'leadCaptures' });
    expect(await store.count('contactSubmissions')).toBe(0);
    expect(await store.count('leadCaptures')).toBe(1);
  });

  it('joins the transaction it runs in', async () => {
    await expect(
      store.transaction(async () => {
        await store.batch(async () => {
          await store.add('contactSubmissions', contact('contact-a'));
        });
        expect(await store.get('contactSubmissions', 'contact-a')).toEqual(contact('contact-a'));
        throw new Error('the transaction fails after the batch');
      }),
    ).rejects.toThrow('the transaction fails after the batch');
    expect(await store.count('contactSubmissions')).toBe(0);
  });

  it('writes nothing when it adds nothing', async () => {
    await store.batch(async () => {});
    expect(await store.count('contactSubmissions')).toBe(0);
  });
});

const onPostgres = process.env.TEST_STORE === 'pglite' || process.env.TEST_STORE === 'postgres';

describe.runIf(onPostgres)('a batch on PostgreSQL', () => {
  beforeEach(resetToSeed);

  it('refuses a read: its rows are not written until it ends', async () => {
    await expect(
      store.batch(async () => {
        await store.add('contactSubmissions', contact('contact-a'));
        await store.get('contactSubmissions', 'contact-a');
      }),
    ).rejects.toThrow('A batch only adds rows');
    expect(await store.count('contactSubmissions')).toBe(0);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../../src/contract/honeypot';
import { get, post, put, resetToSeed } from './call';
import { CONSULTATION, CONTACT_INQUIRY } from './examples';

// The public forms' honeypot: a field no person sees. Filled, the send is
// answered as if it had been accepted and nothing is stored; empty, it is
// dropped and the form is stored as ever, without it.

const admin = { admin: true };
const contact = CONTACT_INQUIRY;

async function stored() {
  const { tables } = (await get('/api/__mock/snapshot', admin)).json;
  return [
    tables.contactSubmissions.length,
    tables.leadCaptures.length,
    tables.newsletterSubscribers.length,
    tables.consultations.length,
  ];
}

beforeEach(async () => {
  await resetToSeed();
  await put('/api/__mock/config', { clock: '2026-11-24T10:00:00.000Z' });
});

describe('the honeypot of the public forms', () => {
  it('filled: answered as a real send is, and nothing stored', async () => {
    const before = await stored();
    const forms = [
      ['/api/contact', contact],
      ['/api/newsletter', { email: 'bot@example.com' }],
      ['/api/consultations', { ...CONSULTATION, selectedDate: '2026-11-25' }],
      [
        '/api/free-audit',
        {
          name: 'Bo Tate',
          email: 'bot@example.com',
          company: 'Botco',
          website: 'https://botco.example',
          currentChallenges: 'Everything is slow.',
        },
      ],
    ] as const;
    const trapped = [];
    for (const [path, body] of forms) {
      const res = await post(path, { ...body, [HONEYPOT_FIELD]: 'https://spam.example' });
      expect(res.status, path).toBe(201);
      trapped.push(res.json);
    }
    expect(await stored()).toEqual(before);
    // The same sends from a person: the same status and the same fields.
    for (const [index, [path, body]] of forms.entries()) {
      const res = await post(path, body);
      expect(res.status, path).toBe(201);
      expect(Object.keys(trapped[index]).sort(), path).toEqual(Object.keys(res.json).sort());
    }
  });

  it('filled on the newsletter: the answer a real signup gets', async () => {
    const bot = await post('/api/newsletter', {
      email: 'Bot@Example.com',
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    const person = await post('/api/newsletter', { email: 'Person@Example.com' });
    expect([bot.status, bot.json]).toEqual([201, { email: 'bot@example.com', isActive: true }]);
    expect([person.status, person.json]).toEqual([
      201,
      { email: 'person@example.com', isActive: true },
    ]);
  });

  it('empty: the form is stored as ever, without the field', async () => {
    const res = await post('/api/contact', { ...contact, [HONEYPOT_FIELD]: '' });
    expect(res.status).toBe(201);
    expect(res.json).not.toHaveProperty(HONEYPOT_FIELD);
    const [row] = (await get('/api/admin/contact-submissions', admin)).json;
    expect(row).toMatchObject({ email: 'ada@example.com' });
    expect(row).not.toHaveProperty(HONEYPOT_FIELD);
  });

  it("filled: an invalid send is refused as a person's is, so the field gives nothing away", async () => {
    const before = await stored();
    const bot = await post('/api/newsletter', { email: 'not-an-email', [HONEYPOT_FIELD]: 'x' });
    const person = await post('/api/newsletter', { email: 'not-an-email' });
    expect(bot.status).toBe(400);
    expect([bot.status, bot.json]).toEqual([person.status, person.json]);
    const empty = await post('/api/consultations', { [HONEYPOT_FIELD]: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual((await post('/api/consultations', {})).json);
    expect(await stored()).toEqual(before);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../src/contract/limits';
import { CALCULATOR_FEATURES, TIME_SLOTS } from '../../../src/contract/options';
import { get, post, put, resetToSeed } from './call';
import { CONSULTATION, CONTACT_INQUIRY, COST_ESTIMATE } from './examples';

beforeEach(() => resetToSeed());

const admin = { admin: true };
const leadsOf = async () => (await get('/api/admin/lead-captures', admin)).json;

const consultation = CONSULTATION;

/** The store's snapshot with one subscriber unsubscribed. */
async function unsubscribed(id: string) {
  const snapshot = (await get('/api/__mock/snapshot', admin)).json;
  for (const row of snapshot.tables.newsletterSubscribers) if (row.id === id) row.isActive = false;
  return snapshot;
}

describe('POST /api/contact', () => {
  it('stores the dialog shape as a contact submission', async () => {
    const res = await post('/api/contact', {
      name: '  Grace Brewster Hopper ',
      email: 'grace@example.com',
      phone: '',
      company: 'Navy',
      service: 'Consulting',
      message: 'Please call me about a compiler project.',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      source: 'contact-dialog',
    });
    expect(res.json.id).toBeTruthy();
    const list = (await get('/api/admin/contact-submissions', admin)).json;
    expect(list).toHaveLength(1);
    expect(list[0].serviceInterest).toBe('Consulting');
  });

  it('stores the contact page shape with the service label', async () => {
    const res = await post('/api/contact', {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      serviceInterest: 'golang',
      budget: '250k+',
      message: '<script>alert(1)</script> is just text',
    });
    expect(res.status).toBe(201);
    const [stored] = (await get('/api/admin/contact-submissions', admin)).json;
    expect(stored).toMatchObject({ serviceInterest: 'Golang Development', budget: '250k+' });
    expect(stored.message).toBe('<script>alert(1)</script> is just text');
  });

  it('answers 400 with the spec messages for each shape and stores nothing', async () => {
    const dialog = await post('/api/contact', {
      name: 'A',
      email: 'x',
      service: '',
      message: 'short',
    });
    expect(dialog.status).toBe(400);
    expect(dialog.json.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      service: ['Please select a service'],
      message: ['Message must be at least 10 characters'],
    });
    const page = await post('/api/contact', {
      firstName: '',
      lastName: '',
      email: 'x',
      message: '',
    });
    expect(page.json.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      message: ['Message must be at least 10 characters'],
    });
    expect((await get('/api/admin/contact-submissions', admin)).json).toEqual([]);
  });

  it('accepts a 10,000 character message and rejects a longer one', async () => {
    const base = { name: 'Long Writer', email: 'l@example.com', service: 'Other' };
    expect((await post('/api/contact', { ...base, message: 'a'.repeat(10_000) })).status).toBe(201);
    const over = await post('/api/contact', { ...base, message: 'a'.repeat(10_001) });
    expect(over.status).toBe(400);
    expect(over.json.fieldErrors.message).toBeDefined();
  });
});

describe('POST /api/consultations', () => {
  // The booking's date (Tuesday 24 November 2026) is the first weekday offered
  // on the Monday before it: the backend only takes the next 14 weekdays.
  beforeEach(async () => {
    await put('/api/__mock/config', { clock: '2026-11-23T12:00:00.000Z' });
  });

  it('stores the booking and records a lead capture', async () => {
    const res = await post('/api/consultations', consultation);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ selectedDate: '2026-11-24', selectedTime: '10:30 AM' });
    const leads = await leadsOf();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      interest: 'AI/ML Integration',
      source: 'Consultation Booking',
      role: '',
    });
  });

  it('takes a phone number written in the usual ways', async () => {
    const phones = ['(555) 123-4567', '+44 20 7946 0958', '555.123.4567', '+1 (555) 123-4567'];
    for (const [i, phone] of phones.entries()) {
      const res = await post('/api/consultations', {
        ...consultation,
        phone,
        selectedTime: TIME_SLOTS[i],
      });
      expect(res.status, phone).toBe(201);
    }
  });

  it('answers 400 with every message of the spec and records nothing', async () => {
    const res = await post('/api/consultations', {});
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({
      projectType: ['Please select a project type'],
      budgetRange: ['Please select a budget range'],
      timelineNeeds: ['Please select timeline needs'],
      selectedTime: ['Please select a time'],
    });
    const short = await post('/api/consultations', {
      ...consultation,
      phone: '12345',
      message: 'too short',
      company: 'A',
    });
    expect(short.json.fieldErrors).toEqual({
      phone: ['Phone number must be at least 10 digits'],
      company: ['Company name is required'],
      message: ['Please provide more details about your project (minimum 20 characters)'],
    });
    const letters = await post('/api/consultations', {
      ...consultation,
      phone: '+1 555 0100 ext 12',
    });
    expect(letters.json.fieldErrors).toEqual({
      phone: ['Phone number may contain digits, spaces and + ( ) . - only'],
    });
    // Ten characters are not ten digits.
    for (const phone of ['----------', '(((((((((1', '1         1', '123 456 78']) {
      const few = await post('/api/consultations', { ...consultation, phone });
      expect(few.json.fieldErrors, phone).toEqual({
        phone: ['Phone number must be at least 10 digits'],
      });
    }
    const noDate = await post('/api/consultations', { ...consultation, selectedDate: '' });
    expect(noDate.json.fieldErrors.selectedDate).toEqual(['Please select a date']);
    expect(await leadsOf()).toEqual([]);
  });
});

describe('POST /api/cost-calculator and /api/free-audit', () => {
  it('stores a cost estimate request and a lead capture', async () => {
    const res = await post('/api/cost-calculator', COST_ESTIMATE);
    expect(res.status).toBe(201);
    const [lead] = await leadsOf();
    expect(lead).toMatchObject({ source: 'Cost Calculator', interest: 'E-commerce Platform' });
  });

  it('names every missing calculator choice', async () => {
    const res = await post('/api/cost-calculator', { name: 'Bo', email: 'bo@' });
    expect(res.json.fieldErrors).toEqual({
      email: ['Please enter a valid email'],
      projectType: ['Please select a project type'],
      complexity: ['Please select complexity level'],
      timeline: ['Please select timeline'],
      teamSize: ['Please select team size'],
      features: ['Please select key features'],
    });
    const empty = await post('/api/cost-calculator', {
      name: 'Bo',
      email: 'bo@example.com',
      projectType: 'api',
      complexity: 'simple',
      timeline: '12-months',
      teamSize: '10+',
      features: [],
    });
    expect(empty.json.fieldErrors).toEqual({ features: ['Please select key features'] });
  });

  it('stores a free audit request and validates the website', async () => {
    const audit = {
      name: 'Cy',
      email: 'cy@example.com',
      company: 'Cyco',
      website: 'https://cyco.example',
      phone: '',
      currentChallenges: 'Slow checkout pages',
    };
    expect((await post('/api/free-audit', audit)).status).toBe(201);
    expect((await leadsOf())[0]).toMatchObject({ source: 'Free Technical Audit', company: 'Cyco' });
    const bad = await post('/api/free-audit', {
      ...audit,
      website: 'not a url',
      currentChallenges: 'slow',
    });
    expect(bad.json.fieldErrors).toEqual({
      website: ['Please enter a valid website URL'],
      currentChallenges: ['Please describe your current challenges'],
    });
  });

  it('holds an optional phone and company to the rules and limits of a required one', async () => {
    const audit = {
      name: 'Cy',
      email: 'cy@example.com',
      company: 'Cyco',
      website: 'https://cyco.example',
      currentChallenges: 'Slow checkout pages',
    };
    const phoneRules = {
      phone: ['Phone number may contain digits, spaces and + ( ) . - only'],
    };
    const sends = [
      ['/api/contact', { ...CONTACT_INQUIRY, phone: 'call me maybe' }, phoneRules],
      ['/api/free-audit', { ...audit, phone: 'call me maybe' }, phoneRules],
      [
        '/api/contact',
        { ...CONTACT_INQUIRY, phone: '1'.repeat(31), company: 'C'.repeat(121) },
        {
          phone: ['Phone number must be 30 characters or fewer'],
          company: ['Company name must be 120 characters or fewer'],
        },
      ],
      [
        '/api/cost-calculator',
        { ...COST_ESTIMATE, company: 'C'.repeat(121) },
        { company: ['Company name must be 120 characters or fewer'] },
      ],
    ] as const;
    for (const [path, body, fieldErrors] of sends) {
      const refused = await post(path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.json.fieldErrors, path).toEqual(fieldErrors);
    }
    expect(await leadsOf()).toEqual([]);
    // Empty, or a short number: optional means no minimum.
    expect((await post('/api/free-audit', { ...audit, phone: '' })).status).toBe(201);
    expect((await post('/api/contact', { ...CONTACT_INQUIRY, phone: '555 0100' })).status).toBe(
      201,
    );
  });

  it("names an audit's site by its host: the whole address is in the audit's record", async () => {
    const website = `https://shop.cyco.example/${'p'.repeat(TEXT_LIMITS.url - 40)}`;
    const sent = await post('/api/free-audit', {
      name: 'Cy',
      email: 'cy@example.com',
      company: 'Cyco',
      website,
      phone: '',
      currentChallenges: 'Slow checkout pages',
    });
    expect(sent.status).toBe(201);
    expect(sent.json.website).toBe(website);
    expect((await leadsOf())[0].interest).toBe('Technical audit of shop.cyco.example');
  });

  it('refuses a site whose host name is longer than a DNS name can be (253 characters)', async () => {
    const audit = {
      name: 'Cy',
      email: 'cy@example.com',
      company: 'Cyco',
      phone: '',
      currentChallenges: 'Slow checkout pages',
    };
    const label = 'b'.repeat(60);
    const longest = `${[label, label, label, 'b'.repeat(62)].join('.')}.example`; // 253 characters
    const tooLong = `b${longest}`;
    const refused = await post('/api/free-audit', { ...audit, website: `https://${tooLong}/` });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({ website: ['Please enter a valid website URL'] });
    expect(await leadsOf()).toEqual([]);

    const taken = await post('/api/free-audit', { ...audit, website: `https://${longest}:8443/` });
    expect(taken.status).toBe(201);
    const { interest } = (await leadsOf())[0];
    expect(interest).toBe(`Technical audit of ${longest}:8443`);
    expect(interest.length).toBeLessThanOrEqual(TEXT_LIMITS.short);
  });
});

describe('POST /api/newsletter', () => {
  it('answers a new, a subscribed and a resubscribed address alike, telling nothing of the list', async () => {
    const answer = { email: 'news@example.com', isActive: true };
    const first = await post('/api/newsletter', { email: 'News@Example.com' });
    expect([first.status, first.json]).toEqual([201, answer]);
    const again = await post('/api/newsletter', { email: 'news@example.com' });
    expect([again.status, again.json]).toEqual([201, answer]);
    const [subscriber] = (await get('/api/admin/newsletter-subscribers', admin)).json;
    expect(
      (await put('/api/__mock/snapshot', await unsubscribed(subscriber.id), admin)).status,
    ).toBe(200);
    const back = await post('/api/newsletter', { email: 'NEWS@example.com' });
    expect([back.status, back.json]).toEqual([201, answer]);
    const [resubscribed] = (await get('/api/admin/newsletter-subscribers', admin)).json;
    expect(resubscribed).toEqual({ ...subscriber, isActive: true });
  });

  it('makes one active subscriber per email and one lead capture', async () => {
    expect((await post('/api/newsletter', { email: 'News@Example.com' })).status).toBe(201);
    expect((await post('/api/newsletter', { email: 'news@example.com ' })).status).toBe(201);
    const subs = (await get('/api/admin/newsletter-subscribers', admin)).json;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ email: 'news@example.com', isActive: true });
    const leads = await leadsOf();
    expect(leads).toHaveLength(1);
    expect(leads[0].source).toBe('Newsletter Signup');
    const bad = await post('/api/newsletter', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('every lead form at its limits', () => {
  it('makes records an export of the store imports back', async () => {
    await put('/api/__mock/config', { clock: '2026-11-24T10:00:00.000Z' });
    const long = (n: number, c = 'x') => c.repeat(n);
    const email = `${long(64, 'a')}@${long(185, 'b')}.com`;
    const sends: [string, unknown][] = [
      [
        '/api/contact',
        {
          name: long(TEXT_LIMITS.name, 'N'),
          email,
          phone: long(TEXT_LIMITS.phone, '1'),
          company: long(TEXT_LIMITS.name),
          service: long(TEXT_LIMITS.title),
          message: long(TEXT_LIMITS.message),
        },
      ],
      [
        '/api/contact',
        {
          firstName: long(TEXT_LIMITS.name),
          lastName: long(TEXT_LIMITS.name),
          email,
          message: long(TEXT_LIMITS.message),
        },
      ],
      [
        '/api/consultations',
        {
          ...consultation,
          selectedDate: '2026-11-25',
          name: long(TEXT_LIMITS.name),
          email,
          phone: long(TEXT_LIMITS.phone, '1'),
          company: long(TEXT_LIMITS.name),
          message: long(TEXT_LIMITS.message),
        },
      ],
      [
        '/api/cost-calculator',
        {
          name: long(TEXT_LIMITS.name),
          email,
          company: long(TEXT_LIMITS.name),
          projectType: 'ecommerce',
          complexity: 'enterprise',
          timeline: '12-months',
          teamSize: '10+',
          features: CALCULATOR_FEATURES.map((feature) => feature.value),
        },
      ],
      [
        '/api/free-audit',
        {
          name: long(TEXT_LIMITS.name),
          email,
          company: long(TEXT_LIMITS.name),
          website: `https://${long(63, 'w')}.example/${long(TEXT_LIMITS.url - 80, 'p')}`,
          phone: long(TEXT_LIMITS.phone, '1'),
          currentChallenges: long(TEXT_LIMITS.message),
        },
      ],
      ['/api/newsletter', { email }],
    ];
    for (const [path, body] of sends) {
      const res = await post(path, body);
      expect(res.json.fieldErrors ?? {}, path).toEqual({});
      expect(res.status, path).toBe(201);
    }
    const snapshot = (await get('/api/__mock/snapshot', admin)).json;
    expect(snapshot.tables.leadCaptures).toHaveLength(4);
    const restored = await put('/api/__mock/snapshot', snapshot, admin);
    expect(restored.json.fieldErrors ?? {}).toEqual({});
    expect(restored.status).toBe(200);
  });
});

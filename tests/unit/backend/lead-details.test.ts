import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadCapture } from '../../../src/contract/entities';
import { leadDetailSchema } from '../../../src/contract/lead-details';
import { addRows, get, post, put, resetToSeed } from './call';
import { CONSULTATION, COST_ESTIMATE } from './examples';

// GET /api/admin/lead-captures/{id}: a lead capture with the record of the form
// that made it, so that staff read everything the visitor sent (the booked
// slot, the features asked for, the challenges described), not only the list's
// columns.

const admin = { admin: true };

/** A lead stored before leads named their form's record (seeded, or imported). */
const OLD_LEAD: LeadCapture = {
  id: 'lead-old',
  name: 'Old Lead',
  email: 'old@example.com',
  company: 'Before Records',
  role: 'CTO',
  interest: 'Web Application',
  source: 'Consultation Booking',
  createdAt: '2026-01-05T09:00:00.000Z',
};

beforeEach(async () => {
  await resetToSeed();
  // Tuesday 24 November 2026 on the backend's clock: the 25th is bookable.
  await put('/api/__mock/config', { clock: '2026-11-24T10:00:00.000Z' });
});

async function onlyLead(): Promise<LeadCapture> {
  const { json } = await get('/api/admin/lead-captures', admin);
  expect(json).toHaveLength(1);
  return json[0];
}

async function detailOf(id: string) {
  const res = await get(`/api/admin/lead-captures/${encodeURIComponent(id)}`, admin);
  expect(res.status).toBe(200);
  const parsed = leadDetailSchema.safeParse(res.json);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return res.json;
}

describe('GET /api/admin/lead-captures/{id}', () => {
  it("answers a consultation's lead with the booking: date, time, phone and message", async () => {
    const booked = await post('/api/consultations', {
      ...CONSULTATION,
      selectedDate: '2026-11-25',
    });
    expect(booked.status).toBe(201);
    const lead = await onlyLead();
    expect(lead.recordId).toBe(booked.json.id);

    const detail = await detailOf(lead.id);
    expect(detail.lead).toEqual(lead);
    expect(detail.form.kind).toBe('consultation');
    expect(detail.form.record).toMatchObject({
      id: booked.json.id,
      selectedDate: '2026-11-25',
      selectedTime: CONSULTATION.selectedTime,
      phone: CONSULTATION.phone,
      message: CONSULTATION.message,
      budgetRange: CONSULTATION.budgetRange,
    });
    expect(detail.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("answers a cost estimate's lead with the features and sizes chosen", async () => {
    const sent = await post('/api/cost-calculator', COST_ESTIMATE);
    expect(sent.status).toBe(201);
    const detail = await detailOf((await onlyLead()).id);
    expect(detail.form).toEqual({ kind: 'costEstimate', record: sent.json });
    expect(detail.form.record.features).toEqual(['user-auth', 'payment-integration']);
  });

  it("answers a free audit's lead with the website and the challenges described", async () => {
    const sent = await post('/api/free-audit', {
      name: 'Cy Park',
      email: 'cy@example.com',
      company: 'Park & Sons',
      website: 'https://park.example.com',
      phone: '+1 555 0100 200',
      currentChallenges: 'Checkout takes eight seconds.\nSearch finds nothing.',
    });
    expect(sent.status).toBe(201);
    const detail = await detailOf((await onlyLead()).id);
    expect(detail.form).toEqual({ kind: 'freeAudit', record: sent.json });
  });

  it("answers a newsletter signup's lead with the subscriber, active", async () => {
    const sent = await post('/api/newsletter', { email: 'Dee@Example.com' });
    expect(sent.status).toBe(201);
    const [subscriber] = (await get('/api/admin/newsletter-subscribers', admin)).json;
    const detail = await detailOf((await onlyLead()).id);
    expect(detail.form).toEqual({ kind: 'newsletter', record: subscriber });
    expect(detail.form.record).toMatchObject({ email: 'dee@example.com', isActive: true });
  });

  it('answers a lead stored without a record (seeded, imported) with form null', async () => {
    await addRows('leadCaptures', [
      OLD_LEAD,
      { ...OLD_LEAD, id: 'lead-gone', recordId: 'no-such-record' },
    ]);
    expect((await detailOf('lead-old')).form).toBeNull();
    // A record that is not there (an import that left it out) is no error either.
    const gone = await detailOf('lead-gone');
    expect(gone.form).toBeNull();
    expect(gone.lead.recordId).toBe('no-such-record');
  });

  it('answers 404 for an unknown lead and 401 without the credentials', async () => {
    const missing = await get('/api/admin/lead-captures/no-such-lead', admin);
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('Lead not found');
    await post('/api/newsletter', { email: 'dee@example.com' });
    const { id } = await onlyLead();
    const refused = await get(`/api/admin/lead-captures/${id}`);
    expect(refused.status).toBe(401);
  });

  it('keeps the link through a snapshot exported and imported', async () => {
    await post('/api/consultations', { ...CONSULTATION, selectedDate: '2026-11-25' });
    const lead = await onlyLead();
    const snapshot = (await get('/api/__mock/snapshot', admin)).json;
    await resetToSeed();
    expect((await put('/api/__mock/snapshot', snapshot, admin)).status).toBe(200);
    const detail = await detailOf(lead.id);
    expect(detail.form?.record.id).toBe(lead.recordId);
  });
});

// GET /api/admin/lead-details: the lead captures' list, each lead with its
// details, for the dashboard's export; one page holds what took a read a lead.
describe('GET /api/admin/lead-details', () => {
  it("pages, sorts and searches as the list does, each lead with its form's record", async () => {
    await post('/api/consultations', { ...CONSULTATION, selectedDate: '2026-11-25' });
    await put('/api/__mock/config', { clock: '2026-11-24T10:05:00.000Z' });
    const estimate = await post('/api/cost-calculator', COST_ESTIMATE);
    await addRows('leadCaptures', [OLD_LEAD]);

    const list = (await get('/api/admin/lead-captures?page=1&pageSize=10', admin)).json;
    const res = await get('/api/admin/lead-details?page=1&pageSize=10', admin);
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    // The same leads in the same order: newest first.
    expect(res.json.items.map((detail: { lead: LeadCapture }) => detail.lead)).toEqual(list.items);
    for (const item of res.json.items) {
      const parsed = leadDetailSchema.safeParse(item);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    expect(
      res.json.items.map((detail: { form: { kind: string } | null }) => detail.form?.kind ?? null),
    ).toEqual(['costEstimate', 'consultation', null]);
    expect(res.json.items[0].form.record).toEqual(estimate.json);
    // Each item is what the lead's own read answers.
    expect(res.json.items[1]).toEqual(await detailOf(res.json.items[1].lead.id));

    const searched = await get('/api/admin/lead-details?q=lovelace&sort=name&order=asc', admin);
    expect(searched.json.total).toBe(1);
    expect(searched.json.items[0].form.record.selectedDate).toBe('2026-11-25');
    const second = await get('/api/admin/lead-details?page=2&pageSize=2', admin);
    expect(second.json.items.map((d: { lead: LeadCapture }) => d.lead.id)).toEqual(['lead-old']);
  });

  it('answers 400 for a bad list query and 401 without the credentials', async () => {
    const bad = await get('/api/admin/lead-details?sort=recordId', admin);
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.sort).toBeDefined();
    expect((await get('/api/admin/lead-details?page=1')).status).toBe(401);
  });
});

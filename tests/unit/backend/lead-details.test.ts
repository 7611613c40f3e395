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
    const detail = await detailOf((await onlyLead()).id);
    expect(detail.form).toEqual({ kind: 'newsletter', record: sent.json });
    expect(detail.form.record).toMatchObject({ email: 'dee@example.com', isActive: true });
  });

  it('answers a lead stored without a record (seeded, imported) with form null', async () => {
    const lead: LeadCapture = {
      id: 'lead-old',
      name: 'Old Lead',
      email: 'old@example.com',
      company: 'Before Records',
      role: 'CTO',
      interest: 'Web Application',
      source: 'Consultation Booking',
      createdAt: '2026-01-05T09:00:00.000Z',
    };
    await addRows('leadCaptures', [lead, { ...lead, id: 'lead-gone', recordId: 'no-such-record' }]);
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

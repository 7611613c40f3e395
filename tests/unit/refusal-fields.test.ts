import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/endpoints';
import { HONEYPOT_FIELD } from '../../src/contract/honeypot';
import { writtenFields } from '../../src/features/pwa/refusal-fields';
import type { OutboxRefusal } from '../../src/lib/outbox';

// A refused send's notice lists what the visitor wrote under the labels the
// admin's lead details use, the chosen options by their labels.

const refusal = (path: string, body: unknown, extra: Partial<OutboxRefusal> = {}) =>
  ({ id: 'r1', path, error: 'Refused', body, at: 0, ...extra }) as OutboxRefusal;

describe('what a refused send held', () => {
  it("names a cost estimate's choices by their labels, not their values", () => {
    const fields = writtenFields(
      refusal(API.costCalculator, {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: '',
        projectType: 'web-app',
        complexity: 'complex',
        timeline: '3-6-months',
        teamSize: '3-5',
        features: ['basic-crud', 'user-auth'],
      }),
    );
    expect(fields).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Project type', 'Web Application'],
      ['Complexity', 'Complex'],
      ['Timeline', '3-6 months'],
      ['Team size', '3-5 developers'],
      ['Features', 'Basic CRUD Operations, User Authentication'],
    ]);
  });

  it('gives a consultation its day and time in words, and leaves the honeypot out', () => {
    const fields = writtenFields(
      refusal(API.consultations, {
        [HONEYPOT_FIELD]: '',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 555 010 2000',
        company: 'Navy',
        projectType: 'Staff Augmentation',
        budgetRange: 'Under $25K',
        timelineNeeds: 'Within 1-2 months',
        selectedDate: '2026-12-02',
        selectedTime: '10:00 AM',
        message: 'We need three engineers for a compiler.',
      }),
    );
    expect(fields).toContainEqual(['Date', 'Wednesday, December 2, 2026']);
    expect(fields).toContainEqual(['Time', '10:00 AM, 30 minutes']);
    expect(fields).toContainEqual(['Budget range', 'Under $25K']);
    expect(fields.map(([label]) => label)).not.toContain('Website');
  });

  it('tells the two contact forms apart', () => {
    expect(
      writtenFields(
        refusal(API.contact, {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          serviceInterest: 'golang',
          budget: '50k-100k',
          message: 'A message of some length.',
        }),
      ),
    ).toEqual([
      ['Name', 'Grace Hopper'],
      ['Email', 'grace@example.com'],
      ['Service interest', 'Golang Development'],
      ['Budget', '$50,000 - $100,000'],
      ['Form', 'Contact page'],
      ['Message', 'A message of some length.'],
    ]);
    expect(
      writtenFields(
        refusal(API.contact, {
          name: 'Alan Mathison Turing',
          email: 'alan@example.com',
          phone: '',
          company: 'Bletchley',
          service: 'AI/ML Solutions',
          message: 'A message of some length.',
        }),
      ),
    ).toEqual([
      ['Name', 'Alan Mathison Turing'],
      ['Email', 'alan@example.com'],
      ['Company', 'Bletchley'],
      ['Service interest', 'AI/ML Solutions'],
      ['Form', 'Contact dialog'],
      ['Message', 'A message of some length.'],
    ]);
  });

  it('gives a newsletter signup its address alone', () => {
    expect(writtenFields(refusal(API.newsletter, { email: 'ada@example.com' }))).toEqual([
      ['Email', 'ada@example.com'],
    ]);
  });

  it('lists a body the form would not take field by field, as sent', () => {
    // A rule of a newer release: the form's schema here refuses it too.
    const fields = writtenFields(
      refusal(API.costCalculator, {
        name: 'Ada Lovelace',
        email: 'not an address',
        [HONEYPOT_FIELD]: '',
        projectType: 'web-app',
        features: ['basic-crud', 'user-auth'],
        company: '',
      }),
    );
    expect(fields).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'not an address'],
      ['Project type', 'web-app'],
      ['Features', 'basic-crud, user-auth'],
    ]);
  });

  it('reads a refusal kept by an earlier worker, and a body that was not JSON', () => {
    const legacy = refusal(API.newsletter, undefined, {
      fields: [['email', 'ada@example.com']],
    });
    expect(writtenFields(legacy)).toEqual([['Email', 'ada@example.com']]);
    expect(writtenFields(refusal(API.contact, null))).toEqual([]);
  });
});

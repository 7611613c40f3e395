import { describe, expect, it } from 'vitest';
import { scenarios } from '../../seed/scenarios';
import { fill } from '../../seed/scenarios/texts';
import { TEXT_LIMITS } from '../../src/contract/limits';
import { SCENARIO_NAMES } from '../../src/contract/mock-control';
import { LEAD_SOURCES } from '../../src/contract/options';
import { snapshotSchema } from '../../src/contract/snapshot';

// Every scenario is data that the contract accepts, checked as a snapshot
// import is: the same schemas, unique ids and slugs.

const asSnapshot = (tables: object) => ({
  format: 'brightline-snapshot',
  version: 1,
  exportedAt: '2026-03-02T09:00:00.000Z',
  tables: {
    services: [],
    clients: [],
    testimonials: [],
    caseStudies: [],
    portfolio: [],
    team: [],
    blogPosts: [],
    homepageSections: [],
    contactSubmissions: [],
    leadCaptures: [],
    newsletterSubscribers: [],
    consultations: [],
    costEstimates: [],
    freeAudits: [],
    technologies: [],
    ...tables,
  },
});

describe('scenarios', () => {
  it('has one for each name of the contract', () => {
    expect(Object.keys(scenarios)).toEqual([...SCENARIO_NAMES]);
  });

  for (const name of SCENARIO_NAMES) {
    it(`${name} matches the contract`, () => {
      const result = snapshotSchema.safeParse(asSnapshot(scenarios[name].tables()));
      expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
    }, 30_000);
  }

  it("busy: the estimates' and audits' leads name their record, with the same person", () => {
    const busy = scenarios.busy.tables();
    const records = new Map<string, { name: string; email: string; company?: string }>(
      [...(busy.costEstimates ?? []), ...(busy.freeAudits ?? [])].map((r) => [r.id, r]),
    );
    const leads = busy.leadCaptures ?? [];
    const withRecord = (source: string) =>
      leads.filter((lead) => lead.source === source && lead.recordId);
    const estimates = withRecord(LEAD_SOURCES.costCalculator);
    const audits = withRecord(LEAD_SOURCES.freeAudit);
    // About a quarter of the 10,000 leads each, every one with its record.
    expect(estimates.length).toBeGreaterThan(2000);
    expect(audits.length).toBeGreaterThan(2000);
    expect(estimates.length + audits.length).toBe(records.size);
    expect(leads.filter((l) => l.source === LEAD_SOURCES.costCalculator && !l.recordId)).toEqual(
      [],
    );
    for (const lead of [...estimates, ...audits]) {
      const record = records.get(lead.recordId ?? '');
      expect({ name: record?.name, email: record?.email, company: record?.company }).toEqual({
        name: lead.name,
        email: lead.email,
        company: lead.company,
      });
    }
    const audit = busy.freeAudits?.[0];
    expect(leads.find((l) => l.recordId === audit?.id)?.interest).toBe(
      `Technical audit of ${new URL(audit?.website ?? '').host}`,
    );
  });

  it('busy is the same every time', () => {
    expect(JSON.stringify(scenarios.busy.tables())).toBe(JSON.stringify(scenarios.busy.tables()));
  });

  it('edge holds texts at their limits, in Arabic, Japanese and emoji, and bare records', () => {
    const edge = scenarios.edge.tables();
    const posts = edge.blogPosts ?? [];
    expect(posts.some((p) => p.content.length === TEXT_LIMITS.article)).toBe(true);
    expect(posts.some((p) => p.title.length === TEXT_LIMITS.title)).toBe(true);
    const text = JSON.stringify(edge);
    expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(text).toMatch(/\p{Script=Katakana}/u);
    expect(text).toMatch(/\p{Extended_Pictographic}/u);
    expect(edge.team?.some((m) => !m.email && !m.linkedinUrl && !m.githubUrl)).toBe(true);
    expect(edge.portfolio?.some((p) => !p.projectUrl && !p.clientName)).toBe(true);
    expect(edge.caseStudies?.some((c) => !c.clientName)).toBe(true);
    // Leads whose details (the form's record) are at the limits too.
    const audits = new Map((edge.freeAudits ?? []).map((audit) => [audit.id, audit]));
    const linked = (edge.leadCaptures ?? []).filter((lead) => lead.recordId);
    expect(linked.map((lead) => audits.has(lead.recordId ?? ''))).toEqual([true, true, true, true]);
    expect(
      [...audits.values()].some((a) => a.currentChallenges.length === TEXT_LIMITS.message),
    ).toBe(true);
  });

  it('fills a text to its exact length without cutting an emoji in half', () => {
    const text = fill('ab 🚀', 10);
    expect(text).toHaveLength(10);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

import type {
  BlogPost,
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
} from '../../src/contract/entities';
import {
  BUDGETS,
  CALCULATOR_COMPLEXITY,
  CALCULATOR_FEATURES,
  CALCULATOR_PROJECT_TYPES,
  CALCULATOR_TEAM_SIZES,
  CALCULATOR_TIMELINES,
  LEAD_SOURCES,
  PROJECT_TYPES,
  SERVICE_INTERESTS,
} from '../../src/contract/options';
import { seed } from '../index';
import { seededRandom } from './random';
import type { ScenarioTables } from './types';

type Rows<T extends keyof ScenarioTables> = NonNullable<ScenarioTables[T]>;

// A store under load: the default content with 200 blog posts, and 10,000
// contact submissions, lead captures and newsletter subscribers. Generated from
// a fixed seed, so every load gives the very same rows.
//
// The cost estimates' and free audits' leads come with their form's record, so
// their details and the leads' export read as a real submission's. The
// consultations' leads have none: 2,500 bookings at 12 slots a weekday would
// fill the calendar's days, and the form would offer no free slot.

export const BUSY_LEADS = 10_000;
export const BUSY_POSTS = 200;

const GIVEN =
  'Amara Bjorn Chen Dmitri Elif Farah Gustavo Hiro Ines Jamal Kaia Luca Mina Nils'.split(' ');
const FAMILY = 'Abara Berg Cruz Dahl Eze Fontaine Greco Hale Iwu Jensen Kato Lund Moreno'.split(
  ' ',
);
const FIRMS = 'Alder Bank,Brook Foods,Cinder Games,Delta Freight,Ember Health,Fjord Energy'.split(
  ',',
);
const NOTES = [
  'We would like a quote for a customer portal with single sign-on.',
  'Our team needs two senior backend engineers for six months.',
  'Can you review our cloud bill and suggest savings?',
  'We have a prototype and need help taking it to production.',
  'Looking for a partner to rebuild our booking app for iOS and Android.',
];
const TOPICS = ['Engineering', 'Cloud', 'AI & ML', 'Design', 'Mobile', 'Quality'];
const CHALLENGES = [
  'Pages take over five seconds to load on mobile and our checkout drops visitors.',
  'Deployments are manual and every release needs a weekend.',
  'We are not sure our customer data is stored and backed up safely.',
  'Our search has become slow since the catalogue passed 50,000 products.',
];

const BASE = Date.UTC(2026, 2, 1, 12, 0, 0);
/** Row i, minutes before noon on 1 March 2026: newest first, none at the same instant. */
const at = (i: number, minutes: number) => new Date(BASE - i * minutes * 60_000).toISOString();

export function busyTables(): ScenarioTables {
  const random = seededRandom(20260301);
  const { pick } = random;
  const person = (i: number) => {
    const first = pick(GIVEN);
    const last = pick(FAMILY);
    return { first, last, email: `${first}.${last}.${i}@example.com`.toLowerCase() };
  };
  const rows = <T>(make: (i: number) => T) => Array.from({ length: BUSY_LEADS }, (_, i) => make(i));

  const contactSubmissions = rows<ContactSubmission>((i) => {
    const { first, last, email } = person(i);
    const fromPage = random.next() < 0.5;
    return {
      id: `busy-contact-${i + 1}`,
      firstName: first,
      lastName: last,
      email,
      serviceInterest: pick(SERVICE_INTERESTS).label,
      budget: fromPage ? pick(BUDGETS).value : '',
      message: pick(NOTES),
      phone: fromPage ? '' : `+1 555 01${String(i % 100).padStart(2, '0')}`,
      company: fromPage ? '' : pick(FIRMS),
      source: fromPage ? 'contact-page' : 'contact-dialog',
      createdAt: at(i, 7),
    };
  });
  const sources = Object.values(LEAD_SOURCES);
  // The records' own choices come from a second sequence, so the rows drawn
  // from the first are those of scenarios saved before records were added.
  const forms = seededRandom(20260302);
  const costEstimates: Rows<'costEstimates'> = [];
  const freeAudits: Rows<'freeAudits'> = [];
  const leadCaptures = rows<LeadCapture>((i) => {
    const { first, last, email } = person(i);
    const lead: LeadCapture = {
      id: `busy-lead-${i + 1}`,
      name: `${first} ${last}`,
      email,
      company: pick(FIRMS),
      role: pick(['CTO', 'Founder', 'Product Lead', '']),
      interest: pick(PROJECT_TYPES),
      source: pick(sources),
      createdAt: at(i, 11),
    };
    const { name, company, createdAt } = lead;
    if (lead.source === LEAD_SOURCES.costCalculator) {
      const type = forms.pick(CALCULATOR_PROJECT_TYPES);
      const features = CALCULATOR_FEATURES.filter(() => forms.next() < 0.4).map((f) => f.value);
      const record: Rows<'costEstimates'>[number] = {
        id: `busy-estimate-${i + 1}`,
        createdAt,
        name,
        email,
        company,
        projectType: type.value,
        complexity: forms.pick(CALCULATOR_COMPLEXITY).value,
        timeline: forms.pick(CALCULATOR_TIMELINES).value,
        teamSize: forms.pick(CALCULATOR_TEAM_SIZES).value,
        features: features.length > 0 ? features : ['basic-crud'],
      };
      costEstimates.push(record);
      return { ...lead, interest: type.label, recordId: record.id };
    }
    if (lead.source === LEAD_SOURCES.freeAudit) {
      const host = `www.${company.toLowerCase().replace(/\W+/g, '-')}.example`;
      const record: Rows<'freeAudits'>[number] = {
        id: `busy-audit-${i + 1}`,
        createdAt,
        name,
        email,
        company,
        website: `https://${host}/`,
        phone: forms.next() < 0.5 ? `+1 555 02${String(i % 100).padStart(2, '0')}` : '',
        currentChallenges: forms.pick(CHALLENGES),
      };
      freeAudits.push(record);
      return { ...lead, interest: `Technical audit of ${host}`, recordId: record.id };
    }
    return lead;
  });
  const newsletterSubscribers = rows<NewsletterSubscriber>((i) => ({
    id: `busy-subscriber-${i + 1}`,
    email: person(i).email,
    isActive: random.next() < 0.8,
    subscribedAt: at(i, 13),
  }));

  const models = seed.blogPosts;
  const blogPosts: BlogPost[] = [
    ...models,
    ...Array.from({ length: BUSY_POSTS - models.length }, (_, i) => {
      const model = models[i % models.length] as BlogPost;
      const topic = pick(TOPICS);
      return {
        ...model,
        id: `busy-post-${i + 1}`,
        slug: `${model.slug}-${i + 1}`,
        title: `${topic} notes #${i + 1}: ${model.title}`,
        category: topic,
        publishedAt: at(i, 60 * 24),
      };
    }),
  ];

  return {
    ...seed,
    blogPosts,
    contactSubmissions,
    leadCaptures,
    newsletterSubscribers,
    costEstimates,
    freeAudits,
  };
}

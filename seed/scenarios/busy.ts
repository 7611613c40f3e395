import type {
  BlogPost,
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
} from '../../src/contract/entities';
import {
  BUDGETS,
  LEAD_SOURCES,
  PROJECT_TYPES,
  SERVICE_INTERESTS,
} from '../../src/contract/options';
import { seed } from '../index';
import { seededRandom } from './random';
import type { ScenarioTables } from './types';

// A store under load: the default content with 200 blog posts, and 10,000
// contact submissions, lead captures and newsletter subscribers. Generated from
// a fixed seed, so every load gives the very same rows.

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
  const leadCaptures = rows<LeadCapture>((i) => {
    const { first, last, email } = person(i);
    return {
      id: `busy-lead-${i + 1}`,
      name: `${first} ${last}`,
      email,
      company: pick(FIRMS),
      role: pick(['CTO', 'Founder', 'Product Lead', '']),
      interest: pick(PROJECT_TYPES),
      source: pick(sources),
      createdAt: at(i, 11),
    };
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

  return { ...seed, blogPosts, contactSubmissions, leadCaptures, newsletterSubscribers };
}

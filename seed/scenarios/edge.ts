import type {
  BlogPost,
  CaseStudy,
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
  PortfolioItem,
  TeamMember,
} from '../../src/contract/entities';
import { TEXT_LIMITS as L } from '../../src/contract/limits';
import { LEAD_SOURCES } from '../../src/contract/options';
import { seed } from '../index';
import { longUrl, say, sayList, VOICES, type Voice } from './texts';
import type { ScenarioTables } from './types';

// Content at the contract's edges: every text at its longest, texts in Arabic
// (right to left), Japanese and with emoji, and in each list a record with
// every optional field left out. The menu's services keep their addresses.

const created = '2026-03-01T09:00:00.000Z';
const image = (i: number) => seed.blogPosts[i % seed.blogPosts.length]?.imageUrl ?? '';
const portrait = (i: number) => seed.team[i % seed.team.length]?.imageUrl ?? '';
const img = (voice: Voice, i: number, pick: (i: number) => string) =>
  voice === 'longest' ? longUrl(pick(i), L.url) : pick(i);

/** The four voices and then the record with its optional fields left out. */
const each = <T>(make: (voice: Voice, i: number) => T, bare: T): T[] => [...VOICES.map(make), bare];

const caseStudies = each<CaseStudy>(
  (voice, i) => ({
    id: `edge-case-${voice}`,
    slug: voice === 'longest' ? 'edge-'.padEnd(L.slug, 'x') : `edge-${voice}`,
    title: say(voice, L.title),
    description: say(voice, L.short, 160),
    longDescription: say(voice, L.message, 900),
    category: say(voice, L.name, 16),
    duration: say(voice, L.name, 12),
    results: say(voice, L.short, 80),
    technologies: sayList(voice),
    imageUrl: img(voice, i, image),
    clientName: say(voice, L.name, 24),
  }),
  {
    id: 'edge-case-bare',
    slug: 'edge-bare',
    title: 'A case study with no client and no technologies',
    description: 'Every optional field is left out.',
    longDescription: 'Nothing more to say.',
    category: 'Bare',
    duration: '1 week',
    results: 'None recorded',
    technologies: [],
    imageUrl: image(0),
  },
);

const portfolio = each<PortfolioItem>(
  (voice, i) => ({
    id: `edge-project-${voice}`,
    title: say(voice, L.title),
    category: say(voice, L.name, 16),
    description: say(voice, L.medium, 160),
    imageUrl: img(voice, i, image),
    projectUrl: longUrl('https://example.com/', voice === 'longest' ? L.url : 40),
    technologies: sayList(voice),
    clientName: say(voice, L.name, 24),
    completedAt: '2025-12-31',
  }),
  {
    id: 'edge-project-bare',
    title: 'A project with no link, client or technologies',
    category: 'Bare',
    description: 'Every optional field is left out.',
    imageUrl: image(1),
    technologies: [],
    completedAt: '2025-01-01',
  },
);

const team = each<TeamMember>(
  (voice, i) => ({
    id: `edge-member-${voice}`,
    name: say(voice, L.name, 24),
    role: say(voice, L.name, 24),
    description: say(voice, L.medium, 200),
    imageUrl: img(voice, i, portrait),
    email: 'team@example.com',
    linkedinUrl: longUrl('https://www.linkedin.com/in/edge', voice === 'longest' ? L.url : 40),
    twitterUrl: 'https://x.com/edge',
    githubUrl: 'https://github.com/edge',
    order: i + 1,
  }),
  {
    id: 'edge-member-bare',
    name: 'No Links',
    role: 'Engineer',
    description: 'No email and no profile links.',
    imageUrl: portrait(4),
    order: 5,
  },
);

const blogPosts = each<BlogPost>(
  (voice, i) => ({
    id: `edge-post-${voice}`,
    slug: voice === 'longest' ? 'edge-'.padEnd(L.slug, 'y') : `edge-${voice}`,
    title: say(voice, L.title),
    excerpt: say(voice, L.short, 160),
    content: say(voice, L.article, 1200),
    category: say(voice, L.name, 16),
    author: say(voice, L.name, 24),
    authorImage: img(voice, i, portrait),
    imageUrl: img(voice, i, image),
    publishedAt: `2026-02-0${i + 1}T09:00:00.000Z`,
  }),
  {
    id: 'edge-post-bare',
    slug: 'edge-bare',
    title: 'A',
    excerpt: 'B',
    content: 'C',
    category: 'Bare',
    author: 'D',
    authorImage: portrait(0),
    imageUrl: image(0),
    publishedAt: '2026-01-01T09:00:00.000Z',
  },
);

const contactSubmissions = each<ContactSubmission>(
  (voice, i) => ({
    id: `edge-contact-${voice}`,
    firstName: say(voice, L.name, 12),
    lastName: say(voice, L.name, 12),
    email:
      voice === 'longest' ? `${'a'.repeat(64)}@${'b'.repeat(185)}.com` : `${voice}@example.com`,
    serviceInterest: say(voice, L.title, 24),
    budget: say(voice, L.title, 12),
    message: say(voice, L.message, 300),
    phone: say(voice, L.short, 12),
    company: say(voice, L.short, 24),
    source: 'contact-dialog',
    createdAt: `2026-03-01T09:0${i + 1}:00.000Z`,
  }),
  {
    id: 'edge-contact-bare',
    firstName: 'Bare',
    lastName: '',
    email: 'bare@example.com',
    message: 'No service, budget, phone or company.',
    source: 'contact-page',
    createdAt: created,
  },
);

const leadCaptures = each<LeadCapture>(
  (voice, i) => ({
    id: `edge-lead-${voice}`,
    name: say(voice, L.name, 24),
    email: `${voice}@example.com`,
    company: say(voice, L.short, 24),
    role: say(voice, L.name, 12),
    interest: say(voice, L.short, 40),
    source: say(voice, L.name, 16),
    createdAt: `2026-03-01T09:0${i + 1}:00.000Z`,
  }),
  {
    id: 'edge-lead-bare',
    name: '',
    email: 'bare@example.com',
    company: '',
    role: '',
    interest: '',
    source: 'Newsletter Signup',
    createdAt: created,
  },
);

// Free audit requests in the four voices, each with its lead: a lead's details
// (the dashboard's dialog) at the limits.
const freeAudits = VOICES.map((voice, i) => ({
  id: `edge-audit-${voice}`,
  createdAt: `2026-03-01T10:0${i + 1}:00.000Z`,
  name: say(voice, L.name, 24),
  email: `${voice}@example.com`,
  company: say(voice, L.name, 24),
  website:
    voice === 'longest' ? longUrl('https://example.com/audit', L.url) : 'https://example.com/',
  // A phone number is digits in every language: the longest one the form takes.
  phone: voice === 'longest' ? `+1 ${'5'.repeat(L.phone - 3)}` : '+1 (555) 010-0199',
  currentChallenges: say(voice, L.message, 300),
}));

const auditLeads: LeadCapture[] = freeAudits.map((audit) => ({
  id: audit.id.replace('edge-audit-', 'edge-lead-audit-'),
  name: audit.name,
  email: audit.email,
  company: audit.company,
  role: '',
  interest: `Technical audit of ${new URL(audit.website).host}`,
  source: LEAD_SOURCES.freeAudit,
  createdAt: audit.createdAt,
  recordId: audit.id,
}));

const newsletterSubscribers: NewsletterSubscriber[] = [
  {
    id: 'edge-subscriber-longest',
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
    isActive: true,
    subscribedAt: created,
  },
  {
    id: 'edge-subscriber-inactive',
    email: 'x@example.com',
    isActive: false,
    subscribedAt: created,
  },
];

/** The first four of a seed list take the four voices; the fifth loses its optional texts. */
const varied = <T>(rows: T[], voice: (row: T, voice: Voice, i: number) => T, bare: (row: T) => T) =>
  rows.map((row, i) => {
    const v = VOICES[i];
    if (v) return voice(row, v, i);
    return i === VOICES.length ? bare(row) : row;
  });

export function edgeTables(): ScenarioTables {
  return {
    ...seed,
    services: varied(
      seed.services,
      (row, voice) => ({
        ...row,
        // No comma: the home page's Service Types list services by name, with commas.
        name: say(voice, L.name, 28).replaceAll(',', ';'),
        description: say(voice, L.short, 120),
        longDescription: say(voice, L.message, 900),
        technologies: sayList(voice),
        benefits: sayList(voice),
        features: sayList(voice),
        startingPrice: say(voice, L.short, 12),
        deliveryTime: say(voice, L.short, 12),
      }),
      (row) => ({
        ...row,
        longDescription: '',
        technologies: [],
        benefits: [],
        features: [],
        startingPrice: '',
        deliveryTime: '',
      }),
    ),
    clients: varied(
      seed.clients,
      (row, voice) => ({
        ...row,
        name: say(voice, L.name, 20),
        description: say(voice, L.short, 40),
      }),
      (row) => ({ ...row, description: '' }),
    ),
    testimonials: varied(
      seed.testimonials,
      (row, voice) => ({
        ...row,
        quote: say(voice, L.medium, 200),
        author: say(voice, L.name, 20),
        role: say(voice, L.name, 16),
        company: say(voice, L.name, 16),
      }),
      (row) => ({ ...row, role: '', company: '' }),
    ),
    technologies: varied(
      seed.technologies,
      (row, voice) => ({
        ...row,
        name: say(voice, 80, 20),
        description: say(voice, 300, 120),
        longDescription: say(voice, 4000, 600),
        whatWeBuild: Array.from({ length: voice === 'longest' ? 12 : 3 }, () =>
          say(voice, 160, 40),
        ),
        ecosystem: Array.from({ length: voice === 'longest' ? 40 : 3 }, (_, i) =>
          say(voice, 40, 12).slice(0, 36).trim().concat(` ${i}`),
        ),
      }),
      (row) => ({ ...row, serviceSlugs: [], matchTerms: [] }),
    ),
    homepageSections: seed.homepageSections.map((section) =>
      section.id === 'hero'
        ? {
            ...section,
            content: {
              headline: say('longest', L.title),
              subtext: say('arabic', L.medium, 160),
              ctaText: say('emoji', L.medium, 24),
              backgroundImage: '',
            },
          }
        : section,
    ),
    caseStudies,
    portfolio,
    team,
    blogPosts,
    contactSubmissions,
    leadCaptures: [...leadCaptures, ...auditLeads],
    freeAudits,
    newsletterSubscribers,
  };
}

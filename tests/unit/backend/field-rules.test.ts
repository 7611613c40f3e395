import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { LIST_LIMITS, TEXT_LIMITS } from '../../../src/contract/limits';
import { get, post, put, resetToSeed } from './call';

// Image and link addresses, and the size of every string and list, as the
// contract states them (src/contract/fields.ts, src/contract/limits.ts).

beforeEach(() => resetToSeed());

const admin = { admin: true };
const hero = { headline: 'Ship it faster', subtext: 'Sub', ctaText: 'Go', backgroundImage: '' };
const member = seed.team[0];
const project = seed.portfolio[0];
const service = seed.services[0];
if (!member || !project || !service) throw new Error('seed is empty');
const memberEdit = {
  id: member.id,
  name: member.name,
  role: member.role,
  description: member.description,
  imageUrl: member.imageUrl,
};
const projectEdit = {
  id: project.id,
  title: project.title,
  category: project.category,
  description: project.description,
  imageUrl: project.imageUrl,
  completedAt: project.completedAt,
};
const serviceEdit = {
  id: service.id,
  name: service.name,
  slug: service.slug,
  description: service.description,
};

const INJECTIONS = [
  '/x.png"); position: fixed; inset: 0; z-index: 99999; x: url("',
  '/x.png"), url("http://probe.invalid/t.png',
  "/x.png'), url('http://probe.invalid/t.png",
  '/x.png) , url(http://probe.invalid/t.png',
  'javascript:alert(1)',
  'data:image/svg+xml,<svg/>',
  '//probe.invalid/t.png',
  'http://probe.invalid/t.png',
  '/images/%zz.png',
];

describe('image addresses', () => {
  it('refuses a hero background that is not a site path or an https URL, and keeps the old one', async () => {
    const before = (await get('/api/homepage')).json.hero.content.backgroundImage;
    for (const backgroundImage of INJECTIONS) {
      const res = await put(
        '/api/admin/homepage-sections/hero',
        { ...hero, backgroundImage },
        admin,
      );
      expect(res.status, backgroundImage).toBe(400);
      expect(res.json.fieldErrors.backgroundImage).toEqual([
        'Enter an https URL or a path on this site that starts with /',
      ]);
    }
    expect((await get('/api/homepage')).json.hero.content.backgroundImage).toBe(before);
  });

  it('accepts site paths, https URLs and escaped parentheses', async () => {
    for (const backgroundImage of [
      '/images/hero/hero-bg.svg',
      'https://cdn.example.com/hero.png?w=1600&h=900',
      '/images/hero%20(2).png'.replace('(', '%28').replace(')', '%29'),
      '',
    ]) {
      const res = await put(
        '/api/admin/homepage-sections/hero',
        { ...hero, backgroundImage },
        admin,
      );
      expect(res.status, backgroundImage).toBe(200);
    }
  });

  it('refuses the same addresses for every image of the CMS edits', async () => {
    for (const imageUrl of INJECTIONS) {
      const team = await put(`/api/team/${member.id}`, { ...memberEdit, imageUrl }, admin);
      expect(team.status, imageUrl).toBe(400);
      expect(team.json.fieldErrors.imageUrl).toBeDefined();
      const portfolio = await put(
        `/api/portfolio/${project.id}`,
        { ...projectEdit, imageUrl },
        admin,
      );
      expect(portfolio.status, imageUrl).toBe(400);
      expect(portfolio.json.fieldErrors.imageUrl).toBeDefined();
    }
  });
});

describe('links', () => {
  it('refuses javascript: and data: links in the CMS edits', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/']) {
      for (const field of ['linkedinUrl', 'twitterUrl', 'githubUrl']) {
        const res = await put(`/api/team/${member.id}`, { ...memberEdit, [field]: link }, admin);
        expect(res.status, `${field} ${link}`).toBe(400);
        expect(res.json.fieldErrors[field]).toEqual(['Please enter a valid URL']);
      }
      const res = await put(
        `/api/portfolio/${project.id}`,
        { ...projectEdit, projectUrl: link },
        admin,
      );
      expect(res.status, link).toBe(400);
    }
    const stored = (await get('/api/team')).json.find((t: { id: string }) => t.id === member.id);
    expect(stored.linkedinUrl).toBe(member.linkedinUrl);
  });

  it('refuses a link longer than 2048 characters', async () => {
    const long = `https://example.com/${'a'.repeat(2048)}`;
    const res = await put(`/api/team/${member.id}`, { ...memberEdit, githubUrl: long }, admin);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.githubUrl).toEqual(['A URL must be 2,048 characters or fewer']);
  });
});

describe('sizes of strings and lists', () => {
  const estimate = {
    name: 'Bo Peep',
    email: 'bo@example.com',
    projectType: 'ecommerce',
    complexity: 'medium',
    timeline: '3-6-months',
    teamSize: '3-5',
  };

  it('takes each of the six calculator features at most once', async () => {
    const all = [
      'basic-crud',
      'user-auth',
      'payment-integration',
      'third-party-apis',
      'real-time-features',
      'ai-ml',
    ];
    expect((await post('/api/cost-calculator', { ...estimate, features: all })).status).toBe(201);
    const twice = await post('/api/cost-calculator', {
      ...estimate,
      features: ['user-auth', 'user-auth'],
    });
    expect(twice.status).toBe(400);
    expect(twice.json.fieldErrors.features).toEqual(['Select each feature at most once']);
    const seven = await post('/api/cost-calculator', { ...estimate, features: [...all, 'ai-ml'] });
    expect(seven.status).toBe(400);
    const flood = await post('/api/cost-calculator', {
      ...estimate,
      features: Array.from({ length: 200_000 }, () => 'ai-ml'),
    });
    expect(flood.status).toBe(413);
    expect((await get('/api/admin/lead-captures', admin)).json).toHaveLength(1);
  });

  it('caps names, emails and messages with a message that says so', async () => {
    const contact = {
      name: 'N'.repeat(121),
      email: `${'e'.repeat(250)}@x.io`,
      service: 'Other',
      message: 'Please call me back soon.',
    };
    const res = await post('/api/contact', contact);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      name: ['Name must be 120 characters or fewer'],
      email: ['Email must be 254 characters or fewer'],
    });
  });

  it("names a service's Detailed Description by its label when it is too long", async () => {
    const res = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, longDescription: 'x'.repeat(TEXT_LIMITS.message + 1) },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      longDescription: ['Detailed description must be 10,000 characters or fewer'],
    });
  });

  it('caps list items at 100 characters and lists at 30 items', async () => {
    const longItem = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, technologies: ['React', 'x'.repeat(LIST_LIMITS.itemLength + 1)] },
      admin,
    );
    expect(longItem.status).toBe(400);
    expect(longItem.json.fieldErrors.technologies).toEqual([
      'Each item must be 100 characters or fewer',
    ]);
    const blank = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, technologies: ['React', '   '] },
      admin,
    );
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors.technologies).toEqual(['Each item must not be blank']);
    const many = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, benefits: Array.from({ length: 31 }, (_, i) => `Benefit ${i}`) },
      admin,
    );
    expect(many.status).toBe(400);
    expect(many.json.fieldErrors.benefits).toEqual(['List at most 30 items']);
    const huge = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, benefits: ['x'.repeat(1024 * 1024)] },
      admin,
    );
    expect(huge.status).toBe(413);
    const stored = (await get('/api/services')).json[0];
    expect(stored.technologies).toEqual(service.technologies);
    expect(stored.benefits).toEqual(service.benefits);
  });
});

describe('fields left out or of the wrong kind', () => {
  it("are named in words, not in zod's terms", async () => {
    const missing = await post('/api/newsletter', {});
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors).toEqual({ email: ['This field is required'] });

    const wrong = await post('/api/contact', { name: ['A'], email: ['a@b.co'], message: null });
    expect(wrong.status).toBe(400);
    // The kind alone: not also the length checks zod runs on a list.
    expect(wrong.json.fieldErrors).toMatchObject({
      name: ['This field must be text'],
      email: ['This field must be text'],
      message: ['This field must be text'],
    });
    const messages = Object.values(wrong.json.fieldErrors).flat();
    expect(messages.join(' ')).not.toMatch(/Invalid input|expected|received/);
  });

  it("name a value outside the allowed ones, or out of bounds, in words, not in zod's terms", async () => {
    const zodWords = /Invalid (input|option)|expected|received|Too (small|big)|>=|<=/;
    const choices = await post('/api/contact', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'A message long enough.',
      serviceInterest: 5,
      budget: true,
    });
    expect(choices.status).toBe(400);
    expect(choices.json.fieldErrors).toEqual({
      serviceInterest: ['Please choose a service from the list'],
      budget: ['Please choose a budget range from the list'],
    });

    const features = await post('/api/cost-calculator', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      projectType: 'web-app',
      complexity: 'simple',
      timeline: '1-2-months',
      teamSize: '1-2',
      features: [7],
    });
    expect(features.status).toBe(400);
    expect(features.json.fieldErrors.features).toEqual([
      'Please select key features from the list',
    ]);

    for (const [path, field, message] of [
      ['/api/admin/contact-submissions?order=DESC', 'order', 'Order must be asc or desc'],
    ] as const) {
      const res = await get(path, admin);
      expect(res.status, path).toBe(400);
      expect(res.json.fieldErrors, path).toEqual({ [field]: [message] });
    }
    const all = [choices, features].flatMap((res) => Object.values(res.json.fieldErrors).flat());
    expect(all.join(' ')).not.toMatch(zodWords);
  });
});

describe('control characters', () => {
  const audit = {
    name: 'Nul Test',
    email: 'nul@example.com',
    company: 'Acme',
    website: 'https://example.com',
    currentChallenges: 'Our checkout is slow and drops orders.',
  };

  it('refuses a NUL or another control character in a form with 400, and stores nothing', async () => {
    const res = await post('/api/free-audit', {
      ...audit,
      currentChallenges: 'abc\u0000defghijkl',
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      currentChallenges: ['Message must not contain control characters'],
    });
    const bell = await post('/api/contact', {
      name: 'Ada\u0007',
      email: 'ada@example.com',
      service: 'Other',
      message: 'A message long enough.',
    });
    expect(bell.status).toBe(400);
    expect(bell.json.fieldErrors.name).toContain('Name must not contain control characters');
    expect((await get('/api/admin/lead-captures', admin)).json).toEqual([]);
    expect((await get('/api/admin/contact-submissions', admin)).json).toEqual([]);
  });

  it('keeps text as UTF-8 stores it: half a surrogate pair is U+FFFD, an emoji stays', async () => {
    const sent = await post('/api/contact', {
      name: 'Ada \ud800 Lovelace',
      email: 'ada@example.com',
      service: 'Other',
      message: 'Thanks \ud83d\ude80 and \udc00 there.',
    });
    expect(sent.status).toBe(201);
    // The dialog's one name is kept as a first and a last name.
    expect(sent.json.lastName).toBe('\ufffd Lovelace');
    expect(sent.json.message).toBe('Thanks \ud83d\ude80 and \ufffd there.');
    const [kept] = (await get('/api/admin/contact-submissions', admin)).json;
    expect([kept.lastName, kept.message]).toEqual([sent.json.lastName, sent.json.message]);
  });

  it('keeps tabs and line breaks in a message, but a name on one line', async () => {
    const multiline = 'Line one.\r\nLine two,\tand a tab.';
    const kept = await post('/api/free-audit', { ...audit, currentChallenges: multiline });
    expect(kept.status).toBe(201);
    expect(kept.json.currentChallenges).toBe(multiline);
    // Pasted from Word or PowerPoint: a line break as a vertical tab.
    const pasted = await post('/api/free-audit', {
      ...audit,
      email: 'word@example.com',
      currentChallenges: 'First line\u000bsecond line\u000cthird.',
    });
    expect(pasted.status).toBe(201);
    expect(pasted.json.currentChallenges).toBe('First line\nsecond line\nthird.');
    const forged = await post('/api/free-audit', { ...audit, name: 'Eve\r\nBcc: x@example.com' });
    expect(forged.status).toBe(400);
    expect(forged.json.fieldErrors).toEqual({ name: ['Name must be on one line'] });
  });

  it("takes Unicode's other line breaks as line breaks in a message and as spaces in a one-line field, and refuses C1 controls", async () => {
    // U+2028, U+2029 and U+0085 break a line in many mail clients; an input shows them as spaces.
    for (const [n, name, company] of [
      [1, 'Ann Lee\u2028Email: billing@attacker.example', 'Acme\u2029Website: https://x.example'],
      [2, 'Ann Lee\u0085Email: billing@attacker.example', 'Acme\u000bLtd'],
    ] as const) {
      const sent = await post('/api/free-audit', {
        ...audit,
        name,
        company,
        email: `ann${n}@example.com`,
      });
      expect(sent.status, JSON.stringify(name)).toBe(201);
      expect(sent.json.name).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
      expect(sent.json.company).not.toMatch(/[\n\r\v\u0085\u2028\u2029]/);
      expect(sent.json.name).toMatch(/^Ann Lee Email: /);
    }
    // A line feed, which no input holds, is refused in a one-line field.
    const forged = await post('/api/free-audit', { ...audit, company: 'Acme\nWebsite: x' });
    expect(forged.status).toBe(400);
    expect(forged.json.fieldErrors).toEqual({ company: ['Company name must be on one line'] });
    const kept = await post('/api/free-audit', {
      ...audit,
      currentChallenges: 'First line\u2028second line\u2029third\u0085fourth.',
    });
    expect(kept.status).toBe(201);
    expect(kept.json.currentChallenges).toBe('First line\nsecond line\nthird\nfourth.');
    const c1 = await post('/api/free-audit', {
      ...audit,
      email: 'c1@example.com',
      company: 'Acme\u009b31m',
    });
    expect(c1.status).toBe(400);
    expect(c1.json.fieldErrors.company).toContain(
      'Company name must not contain control characters',
    );
    expect((await get('/api/admin/lead-captures', admin)).json).toHaveLength(3);
  });

  it('takes out characters that show nothing, so that a field of them alone is empty', async () => {
    const blank = await post('/api/contact', {
      name: '\u200b\u200b',
      email: 'zw@example.com',
      service: '\u200b',
      message: '\u200b'.repeat(10),
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      service: ['Please select a service'],
      message: ['Message must be at least 10 characters'],
    });
    const marks = await post('/api/contact', {
      name: '\u200d\u200c\u200e\u2060\u00ad',
      email: 'zw@example.com',
      service: 'Other',
      message: 'A message long enough.',
    });
    expect(marks.json.fieldErrors).toEqual({ name: ['Name must be at least 2 characters'] });
    // Between letters a soft hyphen or zero-width space goes; an emoji's joiner stays.
    const kept = await post('/api/contact', {
      name: 'Zo\u00adë\u200b Smith',
      email: 'zw@example.com',
      service: 'Other',
      message: 'From our \u{1F469}\u200d\u{1F4BB} team\ufeff.',
    });
    expect(kept.status).toBe(201);
    expect([kept.json.firstName, kept.json.lastName]).toEqual(['Zoë', 'Smith']);
    expect(kept.json.message).toBe('From our \u{1F469}\u200d\u{1F4BB} team.');
  });

  it('refuses direction overrides, which make what is read differ from what was sent', async () => {
    const res = await post('/api/contact', {
      name: 'Ada \u202eecalevoL',
      email: 'rlo@example.com',
      service: 'Consulting\r\nBcc: victim@example.com',
      message: 'Pay \u2066invoice 100\u2069 now, please.',
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      name: ['Name must not contain text direction controls'],
      service: ['Service must be on one line'],
      message: ['Message must not contain text direction controls'],
    });
    const list = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, technologies: ['React', 'Vue\u202e'] },
      admin,
    );
    expect(list.json.fieldErrors).toEqual({
      technologies: ['Each item must not contain text direction controls'],
    });
    // Arabic and Hebrew, with their marks, are text like any other.
    const rtl = await post('/api/contact', {
      name: 'نور الهدى',
      email: 'rtl@example.com',
      service: 'Other',
      message: 'שלום, \u200fנשמח לדבר.',
    });
    expect(rtl.status).toBe(201);
  });

  it('refuses a comma in an item of a list the CMS edits with commas, and keeps the item', async () => {
    for (const [path, body, field] of [
      [
        `/api/services/${service.id}`,
        { ...serviceEdit, technologies: ['React, Vue'] },
        'technologies',
      ],
      [`/api/services/${service.id}`, { ...serviceEdit, benefits: ['Fast, cheap'] }, 'benefits'],
      [
        `/api/portfolio/${project.id}`,
        { ...projectEdit, technologies: ['Go, Rust'] },
        'technologies',
      ],
    ] as const) {
      const res = await put(path, body, admin);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.json.fieldErrors).toEqual({ [field]: ['Each item must not contain a comma'] });
    }
    const stored = (await get('/api/services')).json.find(
      (s: { id: string }) => s.id === service.id,
    );
    expect(stored.technologies).toEqual(service.technologies);
  });

  it('refuses an item listed twice, whatever its case, and keeps the list', async () => {
    for (const [path, body, field] of [
      [
        `/api/services/${service.id}`,
        { ...serviceEdit, technologies: ['React', 'Go', 'react'] },
        'technologies',
      ],
      [`/api/services/${service.id}`, { ...serviceEdit, benefits: ['Fast', 'Fast'] }, 'benefits'],
      [
        `/api/portfolio/${project.id}`,
        { ...projectEdit, technologies: ['A', 'B', 'A', 'B', 'A'] },
        'technologies',
      ],
    ] as const) {
      const res = await put(path, body, admin);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.json.fieldErrors).toEqual({ [field]: ['Each item must be listed once'] });
    }
    const stored = (await get('/api/portfolio')).json.find(
      (p: { id: string }) => p.id === project.id,
    );
    expect(stored.technologies).toEqual(project.technologies);
  });

  it("keeps a CMS item's name, title, role, category and client on one line", async () => {
    for (const [path, body, field, label] of [
      [
        `/api/services/${service.id}`,
        { ...serviceEdit, name: 'Data\nand BI' },
        'name',
        'Service name',
      ],
      [`/api/team/${member.id}`, { ...memberEdit, name: 'Ana\nLopez' }, 'name', 'Full name'],
      [`/api/team/${member.id}`, { ...memberEdit, role: 'Lead\nEngineer' }, 'role', 'Job title'],
      [`/api/portfolio/${project.id}`, { ...projectEdit, title: 'A\nB' }, 'title', 'Project title'],
      [
        `/api/portfolio/${project.id}`,
        { ...projectEdit, category: 'Web\nApps' },
        'category',
        'Category',
      ],
      [
        `/api/portfolio/${project.id}`,
        { ...projectEdit, clientName: 'Acme\nCorp' },
        'clientName',
        'Client name',
      ],
    ] as const) {
      const res = await put(path, body, admin);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.json.fieldErrors).toEqual({ [field]: [`${label} must be on one line`] });
    }
  });

  it('refuses one in a CMS edit and keeps the item as it was', async () => {
    const res = await put(`/api/team/${member.id}`, { ...memberEdit, name: 'A\u0000B' }, admin);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      name: ['Full name must not contain control characters'],
    });
    const list = await put(
      `/api/services/${service.id}`,
      { ...serviceEdit, technologies: ['React', 'Vue\u0000'] },
      admin,
    );
    expect(list.json.fieldErrors).toEqual({
      technologies: ['Each item must not contain control characters'],
    });
    expect((await get('/api/team')).json[0].name).toBe(member.name);
  });

  it('answers 400 to a path that escapes one, on every kind of route', async () => {
    for (const path of ['/api/case-studies/%00', '/api/blog/%0A', '/api/technologies/a%7Fb']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.json.error).toBe('The path holds a control character');
    }
    expect((await get('/api/admin/lead-captures/%00', admin)).status).toBe(400);
  });
});

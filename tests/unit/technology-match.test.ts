import { describe, expect, it } from 'vitest';
import { seed } from '../../seed';
import {
  contactHrefFor,
  itemsUsing,
  servicesNamed,
  usesTechnology,
} from '../../src/features/site/lib/technology-match';

const page = (slug: string) => {
  const found = seed.technologies.find((t) => t.slug === slug);
  if (!found) throw new Error(`no ${slug} page`);
  return found;
};
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('technology matching', () => {
  it('compares whole names, case-insensitively', () => {
    expect(usesTechnology(['go', 'Redis'], ['Go', 'Golang'])).toBe(true);
    expect(usesTechnology([' GOLANG '], ['Go', 'Golang'])).toBe(true);
    expect(usesTechnology(['Google Cloud', 'Django'], ['Go', 'Golang'])).toBe(false);
    expect(usesTechnology(['React Native'], ['React'])).toBe(false);
    expect(usesTechnology([], ['React'])).toBe(false);
  });

  it('finds the seed case studies and projects of each stack through its aliases', () => {
    const go = page('golang').matchTerms;
    expect(titles(itemsUsing(seed.caseStudies, go))).toEqual([
      'Real-Time Fraud Detection for a Growing Payments Network',
      'Route Optimisation Engine for a Regional Freight Fleet',
    ]);
    expect(titles(itemsUsing(seed.portfolio, go))).toEqual(['Course Authoring Studio']);
    const mern = page('mean-mern').matchTerms;
    expect(itemsUsing(seed.caseStudies, mern).length).toBeGreaterThanOrEqual(4);
    expect(titles(itemsUsing(seed.portfolio, mern))).toContain('Guest Booking Portal');
    expect(titles(itemsUsing(seed.portfolio, mern))).not.toContain('Home Energy Tracker');
    expect(itemsUsing(seed.caseStudies, page('devops').matchTerms).length).toBeGreaterThan(0);
    expect(itemsUsing(seed.portfolio, page('ai-ml').matchTerms).length).toBeGreaterThan(0);
    expect(itemsUsing(seed.caseStudies, page('dotnet').matchTerms)).toEqual([]);
    expect(itemsUsing(undefined, go)).toEqual([]);
  });

  it('keeps the page’s order of services and leaves out unknown slugs', () => {
    const services = [
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
    ];
    expect(servicesNamed(services, ['b', 'gone', 'a'])).toEqual([services[1], services[0]]);
    expect(servicesNamed(undefined, ['a'])).toEqual([]);
  });

  it('presets the contact page with the encoded slug', () => {
    expect(contactHrefFor('golang')).toBe('/contact?service=golang');
    expect(contactHrefFor('a&b=c d')).toBe('/contact?service=a%26b%3Dc%20d');
  });
});

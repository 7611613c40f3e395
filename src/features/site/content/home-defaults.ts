import type { Homepage } from '../../../contract/homepage';

// What the home page says while its content loads, or when it cannot be loaded.
// The server's homepage content replaces any of these texts it provides.

export const HOME_DEFAULTS = {
  hero: {
    headline: 'Software that moves your business forward',
    subtext:
      'Brightline Labs designs, builds and scales custom software, AI and cloud platforms with senior teams who ship working results every week.',
    ctaText: 'Book a Free Consultation',
    backgroundImage: '/images/hero/hero-bg.svg',
  },
  clients: {
    title: 'Trusted by teams that cannot afford to stand still',
    subtitle:
      'From regional credit unions to national logistics fleets, we help ambitious organisations ship better software faster.',
    names: [
      'Meridian Health',
      'Harborline Logistics',
      'Quantapay',
      'Verdant Market',
      'Atlas Insurance Group',
      'Parallax Learning',
      'Solace Energy',
      'Ironbridge Manufacturing',
      'Summit Ridge Credit Union',
      'Pinecrest Hotels',
      'Orbital Media',
    ],
  },
  services: {
    title: 'Everything you need to build, launch and grow',
    subtitle:
      'One partner from first idea to production and beyond: strategy, design, engineering, data and the cloud platform it all runs on.',
  },
  testimonials: {
    title: 'What our clients say',
    subtitle:
      'Real outcomes from the product, engineering and operations leaders we work alongside.',
  },
  leadCapture: {
    title: 'Start with a quick win',
    description:
      'Get a ballpark estimate for your project, practical engineering insights in your inbox, or a free technical audit of your website with a report in 48 hours.',
    ctaButtons: ['Calculate Cost', 'Subscribe Now', 'Get Free Audit'],
  },
  cta: {
    title: 'Ready to build something remarkable?',
    subtitle:
      'Tell us about your idea and a senior engineer will reply within 24 hours with next steps, not a sales script.',
    primaryButton: 'View Our Portfolio',
    secondaryButton: 'Start Your Project',
  },
};

/** A text of the homepage content, or the default when it is missing or blank. */
export function textOr(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

export type HomeContent = Homepage | undefined;

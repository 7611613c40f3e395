import type { StoredSection } from '../src/contract/homepage';

const updatedAt = '2024-01-01T00:00:00.000Z';

export const homepageSections: StoredSection[] = [
  {
    id: 'hero',
    content: {
      headline: 'Software that moves your business forward',
      subtext:
        'Brightline Labs designs, builds and scales custom software, AI and cloud platforms with senior teams who ship working results every week.',
      ctaText: 'Book a Free Consultation',
      backgroundImage: '/images/hero/hero-bg.svg',
    },
    updatedAt,
  },
  {
    id: 'client-logos',
    content: {
      title: 'Trusted by teams that cannot afford to stand still',
      subtitle:
        'From regional credit unions to national logistics fleets, we help ambitious organisations ship better software faster.',
      clientLogos:
        'Meridian Health, Harborline Logistics, Quantapay, Verdant Market, Atlas Insurance Group, Parallax Learning, Solace Energy, Ironbridge Manufacturing, Summit Ridge Credit Union, Pinecrest Hotels, Orbital Media',
    },
    updatedAt,
  },
  {
    id: 'services-section',
    content: {
      title: 'Everything you need to build, launch and grow',
      description:
        'One partner from first idea to production and beyond: strategy, design, engineering, data and the cloud platform it all runs on.',
      serviceTypes:
        'Custom Software Development, AI & Machine Learning, Cloud Infrastructure & DevOps, Mobile App Development, Web Application Development, Data Analytics & Business Intelligence, Staff Augmentation, Technology Consulting, UI/UX Design, Quality Assurance & Testing',
    },
    updatedAt,
  },
  {
    id: 'testimonials',
    content: {
      title: 'What our clients say',
      subtitle:
        'Real outcomes from the product, engineering and operations leaders we work alongside.',
    },
    updatedAt,
  },
  {
    id: 'lead-capture',
    content: {
      title: 'Start with a quick win',
      description:
        'Get a ballpark estimate for your project, practical engineering insights in your inbox, or a free technical audit of your website with a report in 48 hours.',
      ctaButtons: 'Calculate Cost, Subscribe Now, Get Free Audit',
    },
    updatedAt,
  },
  {
    id: 'cta',
    content: {
      title: 'Ready to build something remarkable?',
      subtitle:
        'Tell us about your idea and a senior engineer will reply within 24 hours with next steps, not a sales script.',
      primaryButton: 'View Our Portfolio',
      secondaryButton: 'Start Your Project',
    },
    updatedAt,
  },
];

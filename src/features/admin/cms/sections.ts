import type { HomepageSectionId } from '../../../contract/admin';
import { HOME_DEFAULTS } from '../../site/content/home-defaults';

// What the CMS says about each editable homepage section (spec section 2), and
// the texts a field starts with when the stored content has none: those the
// home page shows then, so that saving a section unchanged changes nothing.

export interface SectionField {
  name: string;
  label: string;
  kind?: 'textarea' | 'url';
  required?: boolean;
  help?: string;
}

export interface SectionMeta {
  id: HomepageSectionId;
  title: string;
  description: string;
  /** The field whose current text previews the section on its card. */
  previewField: string;
  fields: SectionField[];
  defaults: Record<string, string>;
}

const COMMA = 'Comma-separated';

export const SECTIONS: SectionMeta[] = [
  {
    id: 'hero',
    title: 'Hero Section',
    description: 'The first thing visitors see: headline, supporting text, button and background.',
    previewField: 'headline',
    fields: [
      { name: 'headline', label: 'Headline', required: true },
      { name: 'subtext', label: 'Subtext', kind: 'textarea' },
      { name: 'ctaText', label: 'Call-to-Action Text' },
      { name: 'backgroundImage', label: 'Background Image URL', kind: 'url' },
    ],
    defaults: HOME_DEFAULTS.hero,
  },
  {
    id: 'client-logos',
    title: 'Client Logos',
    description: 'The grid of companies that trust us.',
    previewField: 'title',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
      {
        name: 'clientLogos',
        label: 'Client Logos',
        kind: 'textarea',
        help: `${COMMA} client names, in display order.`,
      },
    ],
    defaults: {
      title: HOME_DEFAULTS.clients.title,
      subtitle: HOME_DEFAULTS.clients.subtitle,
      // With no names stored the home page shows no clients (its section is
      // left out): the field starts as empty, so a save with no change adds none.
      clientLogos: '',
    },
  },
  {
    id: 'services-section',
    title: 'Services Section',
    description: 'The grid of services with their Get Started buttons.',
    previewField: 'title',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'description', label: 'Description', kind: 'textarea' },
      {
        name: 'serviceTypes',
        label: 'Service Types',
        kind: 'textarea',
        help: `${COMMA} service names, in display order.`,
      },
    ],
    defaults: {
      title: HOME_DEFAULTS.services.title,
      description: HOME_DEFAULTS.services.subtitle,
      serviceTypes: '',
    },
  },
  {
    id: 'testimonials',
    title: 'Testimonials',
    description: 'What our clients say about working with us.',
    previewField: 'title',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
    ],
    defaults: HOME_DEFAULTS.testimonials,
  },
  {
    id: 'lead-capture',
    title: 'Lead Capture',
    description: 'The cost calculator, newsletter and free audit cards.',
    previewField: 'title',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'description', label: 'Description', kind: 'textarea' },
      {
        name: 'ctaButtons',
        label: 'CTA Buttons',
        help: `${COMMA} button labels, one for each card in order: cost calculator, newsletter, free audit. A card without one keeps its default.`,
      },
    ],
    defaults: {
      title: HOME_DEFAULTS.leadCapture.title,
      description: HOME_DEFAULTS.leadCapture.description,
      ctaButtons: HOME_DEFAULTS.leadCapture.ctaButtons.join(', '),
    },
  },
];

import type { ContactDialogOptions, ContactEntry } from './lead-dialogs';

// What the contact dialog says, by the button that opened it (spec section 2).

export const CONTACT_COPY: Record<
  ContactEntry,
  {
    title: string;
    description: string;
    service?: string;
    /** How soon the dialog promises a reply; its thank-you view says the same. */
    reply: string;
  }
> = {
  quote: {
    title: 'Get Your Quote',
    description:
      'Tell us what you want to build and roughly when you need it. We will come back within 24 hours with a tailored estimate and a suggested team.',
    service: 'Consulting',
    reply: '24 hours',
  },
  // The home page's sticky bar promises a reply within 2 hours (spec section 2);
  // the quote dialog it opens keeps that promise rather than the usual 24 hours.
  'quick-quote': {
    title: 'Get Your Quote',
    description:
      "Tell us what you want to build and roughly when you need it. We'll get back to you within 2 hours with next steps and a first estimate.",
    service: 'Consulting',
    reply: '2 hours',
  },
  consultation: {
    title: 'Get Service Consultation',
    description:
      'Not sure which service fits? Describe your goals and a senior engineer will reach out within 24 hours to talk them through, free of charge.',
    service: 'Consulting',
    reply: '24 hours',
  },
  project: {
    title: 'Start Your Project',
    description:
      'Share a few details about your project and the team you need. We read every message and reply within 24 hours.',
    reply: '24 hours',
  },
};

export function contactCopyFor(options: ContactDialogOptions) {
  const copy = CONTACT_COPY[options.entry ?? 'project'];
  return {
    title: copy.title,
    description: options.description ?? copy.description,
    service: options.service ?? copy.service,
    reply: copy.reply,
  };
}

import type { Testimonial } from '../src/contract/entities';

export const testimonials: Testimonial[] = [
  {
    id: 'testimonial-1',
    quote:
      'Brightline Labs rebuilt our patient app in five months and our digital check-ins tripled in the first quarter. They asked hard questions about our clinics before writing a line of code, and it shows in how well the product fits our staff and patients.',
    author: 'Dr. Aisha Rahman',
    role: 'Chief Digital Officer',
    company: 'Meridian Health',
    image: '/images/people/aisha-rahman.webp',
  },
  {
    id: 'testimonial-2',
    quote:
      'Their route optimisation engine cut our empty miles by 18% across the fleet. What impressed me most was the handover: our own team now ships improvements to it every sprint.',
    author: 'Jonas Weber',
    role: 'VP of Operations',
    company: 'Harborline Logistics',
    image: '/images/people/jonas-weber.webp',
  },
  {
    id: 'testimonial-3',
    quote:
      'We needed fraud detection that could keep up with real-time payments, and Brightline delivered a system that scores every transaction in under 50 milliseconds. They treated our compliance requirements as design inputs, not obstacles.',
    author: 'Carla Mendes',
    role: 'Chief Technology Officer',
    company: 'Quantapay',
    image: '/images/people/carla-mendes.webp',
  },
  {
    id: 'testimonial-4',
    quote:
      'Moving to a headless storefront during peak season sounded risky, but the migration was invisible to our customers. Checkout conversion is up 22% and pages load in under a second.',
    author: 'Ben Foster',
    role: 'Head of E-commerce',
    company: 'Verdant Market',
    image: '/images/people/ben-foster.webp',
  },
  {
    id: 'testimonial-5',
    quote:
      'Two Brightline engineers joined our team within ten days and felt like colleagues from the first standup. They helped us hit a launch date we had almost given up on.',
    author: 'Rachel Osei',
    role: 'Director of Product',
    company: 'Parallax Learning',
    image: '/images/people/rachel-osei.webp',
  },
];

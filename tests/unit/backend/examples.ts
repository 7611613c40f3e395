import type { ConsultationForm, CostEstimateForm } from '../../../src/contract/forms';

// A valid form of each kind, for the handler tests to send (and vary).

/** A consultation booked for Tuesday 24 November 2026 at 10:30 AM. */
export const CONSULTATION = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines',
  projectType: 'AI/ML Integration',
  budgetRange: '$50K - $100K',
  timelineNeeds: 'Within 3-6 months',
  selectedDate: '2026-11-24',
  selectedTime: '10:30 AM',
  message: 'We need a model that predicts maintenance windows for our fleet.',
} satisfies ConsultationForm;

/** What the contact dialog sends. */
export const CONTACT_INQUIRY = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: '',
  service: 'Consulting',
  message: 'Please call me about a new project.',
};

/** A cost estimate request: an e-commerce platform with sign-in and payments. */
export const COST_ESTIMATE = {
  name: 'Bo Chen',
  email: 'bo@example.com',
  company: '',
  projectType: 'ecommerce',
  complexity: 'medium',
  timeline: '3-6-months',
  teamSize: '3-5',
  features: ['user-auth', 'payment-integration'],
} satisfies CostEstimateForm;

// Business constants of the product (spec section 9). Plain data, no zod, so the
// landing route can import them without pulling the schema library in.

// The public pages' own constants live apart, so the landing route loads only
// them and not the forms' option lists (a module is one chunk, whole).
export {
  CONTACT_DIALOG_SERVICES,
  MAX_CARD_TECHNOLOGIES,
  STICKY_BAR_SCROLL_THRESHOLD,
  WORDS_PER_MINUTE,
} from './site-options';

export const SERVICE_INTERESTS = [
  { value: 'mean-mern', label: 'MEAN/MERN Stack Development' },
  { value: 'golang', label: 'Golang Development' },
  { value: 'ai-ml', label: 'AI/ML Solutions' },
  { value: 'java', label: 'Java Development' },
  { value: 'dotnet', label: '.NET Development' },
  { value: 'javascript', label: 'JavaScript Development' },
  { value: 'devops', label: 'DevOps Services' },
] as const;

export const BUDGETS = [
  { value: '10k-50k', label: '$10,000 - $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k-250k', label: '$100,000 - $250,000' },
  { value: '250k+', label: '$250,000+' },
] as const;

export const PROJECT_TYPES = [
  'Web Application Development',
  'Mobile App Development',
  'Staff Augmentation',
  'Dedicated Development Team',
  'UI/UX Design',
  'DevOps & Cloud Migration',
  'AI/ML Integration',
  'Technology Consulting',
  'Digital Transformation',
  'Legacy System Modernization',
] as const;

export const BUDGET_RANGES = [
  'Under $25K',
  '$25K - $50K',
  '$50K - $100K',
  '$100K - $250K',
  '$250K - $500K',
  '$500K+',
] as const;

export const TIMELINES = [
  'ASAP (Rush project)',
  'Within 1-2 months',
  'Within 3-6 months',
  '6+ months',
  'Ongoing partnership',
] as const;

/** The 12 half-hour consultation slots: 9:00 AM to 12:00 PM and 2:00 PM to 5:00 PM. */
export const TIME_SLOTS = [
  '9:00 AM',
  '9:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  '2:00 PM',
  '2:30 PM',
  '3:00 PM',
  '3:30 PM',
  '4:00 PM',
  '4:30 PM',
] as const;

export const CONSULTATION_DAYS = 14;
export const CONSULTATION_MINUTES = 30;

export const CALCULATOR_PROJECT_TYPES = [
  { value: 'web-app', label: 'Web Application' },
  { value: 'mobile-app', label: 'Mobile App' },
  { value: 'desktop-app', label: 'Desktop Application' },
  { value: 'api', label: 'API / Backend Service' },
  { value: 'ecommerce', label: 'E-commerce Platform' },
  { value: 'other', label: 'Other' },
] as const;

export const CALCULATOR_COMPLEXITY = [
  { value: 'simple', label: 'Simple' },
  { value: 'medium', label: 'Medium' },
  { value: 'complex', label: 'Complex' },
  { value: 'enterprise', label: 'Enterprise' },
] as const;

export const CALCULATOR_TIMELINES = [
  { value: '1-2-months', label: '1-2 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: '12-months', label: '12+ months' },
] as const;

export const CALCULATOR_TEAM_SIZES = [
  { value: '1-2', label: '1-2 developers' },
  { value: '3-5', label: '3-5 developers' },
  { value: '5-10', label: '5-10 developers' },
  { value: '10+', label: '10+ developers' },
] as const;

export const CALCULATOR_FEATURES = [
  { value: 'basic-crud', label: 'Basic CRUD Operations' },
  { value: 'user-auth', label: 'User Authentication' },
  { value: 'payment-integration', label: 'Payment Integration' },
  { value: 'third-party-apis', label: 'Third-party APIs' },
  { value: 'real-time-features', label: 'Real-time Features' },
  { value: 'ai-ml', label: 'AI/ML Capabilities' },
] as const;

export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;
export const CONTACT_DIALOG_CLOSE_MS = 3000;
export const CONSULTATION_CLOSE_MS = 4000;

/** Where a lead capture came from: the form that made it. */
export const LEAD_SOURCES = {
  consultation: 'Consultation Booking',
  costCalculator: 'Cost Calculator',
  freeAudit: 'Free Technical Audit',
  newsletter: 'Newsletter Signup',
} as const;

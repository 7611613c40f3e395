// The public pages' constants of spec section 9 (re-exported by options.ts).

/** The contact dialog's service choices; a service card preselects its own. */
export const CONTACT_DIALOG_SERVICES = [
  'Custom Software Development',
  'AI & Machine Learning',
  'Cloud Infrastructure & DevOps',
  'Mobile App Development',
  'Web Application Development',
  'Data Analytics & Business Intelligence',
  'Staff Augmentation',
  'UI/UX Design',
  'Consulting',
  'Other',
] as const;

export const STICKY_BAR_SCROLL_THRESHOLD = 0.2;
export const MAX_CARD_TECHNOLOGIES = 3;
export const WORDS_PER_MINUTE = 200;
/** Characters read a minute in a script written without spaces between words (Chinese, Japanese, Thai). */
export const UNSPACED_CHARACTERS_PER_MINUTE = 500;

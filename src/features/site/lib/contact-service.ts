import { TEXT_LIMITS } from '../../../contract/limits';
import { CONTACT_DIALOG_SERVICES } from '../../../contract/site-options';

type ContactService = (typeof CONTACT_DIALOG_SERVICES)[number];

// Service names that differ from the contact dialog's option of the same service.
const ALIASES: Record<string, ContactService> = {
  'technology consulting': 'Consulting',
  consulting: 'Consulting',
  'cloud & devops': 'Cloud Infrastructure & DevOps',
  'data analytics & bi': 'Data Analytics & Business Intelligence',
};

/**
 * The contact dialog's service for a service name: its option of the same
 * service, or else the name itself, which the dialog then offers above its
 * usual list (a service such as Quality Assurance & Testing, or one added in
 * the CMS, is preselected by its own name rather than as Other). A name
 * longer than the enquiry's service may be is Other.
 */
export function toContactService(name: string): string {
  const trimmed = name.trim();
  const key = trimmed.toLowerCase();
  const exact = CONTACT_DIALOG_SERVICES.find((option) => option.toLowerCase() === key);
  const own = trimmed && trimmed.length <= TEXT_LIMITS.title ? trimmed : 'Other';
  return exact ?? ALIASES[key] ?? own;
}

import { CONTACT_DIALOG_SERVICES } from '../../../contract/site-options';

export type ContactService = (typeof CONTACT_DIALOG_SERVICES)[number];

// Service names that differ from the contact dialog's option of the same service.
const ALIASES: Record<string, ContactService> = {
  'technology consulting': 'Consulting',
  consulting: 'Consulting',
  'cloud & devops': 'Cloud Infrastructure & DevOps',
  'data analytics & bi': 'Data Analytics & Business Intelligence',
};

/** The contact dialog's service option for a service name; 'Other' when none matches. */
export function toContactService(name: string): ContactService {
  const key = name.trim().toLowerCase();
  const exact = CONTACT_DIALOG_SERVICES.find((option) => option.toLowerCase() === key);
  return exact ?? ALIASES[key] ?? 'Other';
}

import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { filledFields, sentFields } from '../../contract/lead-details';
import type { OutboxRefusal } from '../../lib/outbox';

// What a refused send held, for its notice (./refusal-notice.tsx).

/** A body field's name in words: `selectedDate` as "Selected date". */
function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');

/**
 * What the visitor wrote, labelled as the form labels it when the body is the
 * form's; else (a body a newer rule refuses) each field by its name, as sent.
 */
export function writtenFields(refusal: OutboxRefusal): [label: string, value: string][] {
  const body = refusal.body ?? Object.fromEntries(refusal.fields ?? []);
  const labelled = sentFields(refusal.path, body);
  if (labelled) return filledFields(labelled);
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body)
    .filter(([field]) => field !== HONEYPOT_FIELD)
    .map(([field, value]): [string, string] => [fieldLabel(field), textOf(value)])
    .filter(([, value]) => value.trim() !== '');
}

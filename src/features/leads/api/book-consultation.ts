import { invalidates } from '../../../api/queries';
import { API } from '../../../contract/endpoints';
import type { consultationSchema } from '../../../contract/forms';
import type { z } from '../../../contract/zod';
import { useLeadMutation } from './lead-mutation';

export type ConsultationBody = z.output<typeof consultationSchema>;

// Spec section 7 refreshes "the consultations cache"; no query reads it yet, so its
// key is derived from the endpoint the way every key in src/api/queries.ts is.
const consultationsKey = API.consultations.split('/').filter(Boolean);

/** POST /api/consultations; the admin lists (lead captures) change too. */
export const useBookConsultation = () =>
  useLeadMutation<ConsultationBody>(API.consultations, [consultationsKey, ...invalidates.leads]);

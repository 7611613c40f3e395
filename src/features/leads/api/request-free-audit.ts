import { invalidates } from '../../../api/queries';
import { API } from '../../../contract/endpoints';
import type { freeAuditSchema } from '../../../contract/forms';
import type { z } from '../../../contract/zod';
import { useLeadMutation } from './lead-mutation';

export type FreeAuditBody = z.output<typeof freeAuditSchema>;

/** POST /api/free-audit; it also records a lead capture. */
export const useRequestFreeAudit = () =>
  useLeadMutation<FreeAuditBody>(API.freeAudit, invalidates.leads);

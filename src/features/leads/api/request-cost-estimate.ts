import { invalidates } from '../../../api/queries';
import { API } from '../../../contract/endpoints';
import type { costEstimateSchema } from '../../../contract/forms';
import type { z } from '../../../contract/zod';
import { useLeadMutation } from './lead-mutation';

export type CostEstimateBody = z.output<typeof costEstimateSchema>;

/** POST /api/cost-calculator; it also records a lead capture. */
export const useRequestCostEstimate = () =>
  useLeadMutation<CostEstimateBody>(API.costCalculator, invalidates.leads);

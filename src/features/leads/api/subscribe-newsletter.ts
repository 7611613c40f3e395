import { invalidates } from '../../../api/queries';
import { API } from '../../../contract/endpoints';
import type { newsletterSchema } from '../../../contract/forms';
import type { z } from '../../../contract/zod';
import { useLeadMutation } from './lead-mutation';

export type NewsletterBody = z.output<typeof newsletterSchema>;

/** POST /api/newsletter; subscribers and lead captures change. */
export const useSubscribeNewsletter = () =>
  useLeadMutation<NewsletterBody>(API.newsletter, invalidates.leads);

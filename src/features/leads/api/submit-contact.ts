import { invalidates } from '../../../api/queries';
import { API } from '../../../contract/endpoints';
import type { ContactSubmission } from '../../../contract/entities';
import type { contactInquirySchema, contactPageSchema } from '../../../contract/forms';
import type { z } from '../../../contract/zod';
import { useLeadMutation } from './lead-mutation';

export type ContactInquiryBody = z.output<typeof contactInquirySchema>;
export type ContactPageBody = z.output<typeof contactPageSchema>;

/** POST /api/contact from the contact dialog. */
export const useSubmitContactInquiry = () =>
  useLeadMutation<ContactInquiryBody, ContactSubmission>(
    API.contact,
    invalidates.contact,
    'Failed to submit contact form',
  );

/** POST /api/contact from the contact page's form. */
export const useSubmitContactPage = () =>
  useLeadMutation<ContactPageBody, ContactSubmission>(API.contact, invalidates.contact);

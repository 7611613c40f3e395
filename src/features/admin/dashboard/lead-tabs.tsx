import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import {
  contactSubmissionsQuery,
  leadCapturesQuery,
  newsletterSubscribersQuery,
} from '../../../api/queries';
import { contactColumns, leadColumns, subscriberColumns } from './columns';
import { contactSubmissionsCsv, leadCapturesCsv } from './lead-export';
import { LeadTable } from './lead-table';

/** The dashboard's three lists, contact submissions first. */
export function LeadTabs() {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue="contacts" variant="line" lazyMount>
      <Tabs.List flexWrap="wrap">
        <Tabs.Trigger value="contacts">Contact Submissions</Tabs.Trigger>
        <Tabs.Trigger value="leads">Lead Captures</Tabs.Trigger>
        <Tabs.Trigger value="newsletter">Newsletter Subscribers</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="contacts">
        <LeadTable
          noun="contact submissions"
          query={contactSubmissionsQuery}
          columns={contactColumns}
          exportCsv={contactSubmissionsCsv}
          defaultSort="createdAt"
          emptyText="No contact submissions yet"
          fileName="contact-submissions"
        />
      </Tabs.Content>
      <Tabs.Content value="leads">
        <LeadTable
          noun="lead captures"
          query={leadCapturesQuery}
          columns={leadColumns}
          exportCsv={leadCapturesCsv}
          defaultSort="createdAt"
          emptyText="No lead captures yet"
          fileName="lead-captures"
        />
      </Tabs.Content>
      <Tabs.Content value="newsletter">
        <LeadTable
          noun="newsletter subscribers"
          query={newsletterSubscribersQuery}
          columns={subscriberColumns}
          defaultSort="subscribedAt"
          emptyText="No newsletter subscribers yet"
          fileName="newsletter-subscribers"
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

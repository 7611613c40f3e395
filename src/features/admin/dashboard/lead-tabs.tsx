import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import {
  contactSubmissionsQuery,
  leadCapturesQuery,
  newsletterSubscribersQuery,
} from '../../../api/queries';
import { oneOf, useViewParams } from '../../../lib/use-view-params';
import { contactColumns, leadColumns, subscriberColumns } from './columns';
import { contactSubmissionsCsv, leadCapturesCsv } from './lead-export';
import { LeadTable, LIST_VIEW_KEYS } from './lead-table';

const TABS = ['contacts', 'leads', 'newsletter'] as const;
const FIRST_TAB = 'contacts';

/**
 * The dashboard's three lists, contact submissions first. The list shown is in
 * the address (`?tab=`), with its search, sort and page (LeadTable); another
 * tab opens at its own first page.
 */
export function LeadTabs() {
  const [params, change] = useViewParams();
  const shown = oneOf(params, 'tab', TABS, FIRST_TAB);
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={shown}
      onValueChange={({ value }) =>
        change({
          tab: value === FIRST_TAB ? undefined : value,
          ...Object.fromEntries(LIST_VIEW_KEYS.map((key) => [key, undefined])),
        })
      }
      variant="line"
      lazyMount
      unmountOnExit
    >
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

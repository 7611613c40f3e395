import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { AdminShell } from '../features/admin/admin-shell';
import { AuditLogCard } from '../features/admin/audit-log-card';
import { LeadTabs } from '../features/admin/dashboard/lead-tabs';
import { SummaryCards } from '../features/admin/dashboard/summary-cards';
import { DemoDataPanel } from '../features/admin/demo-data/demo-data-panel';
import { EmailDeliveryCard } from '../features/admin/email-delivery/email-delivery-card';
import { StorageUsage } from '../features/pwa/storage-usage';
import { LIVE_API } from '../lib/api-mode';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta('Admin Dashboard', 'Leads and content of the Brightline Labs website.');
  return (
    <AdminShell current="dashboard">
      <Stack gap="8">
        <Box>
          <Heading as="h1" size="2xl">
            Admin Dashboard
          </Heading>
          <Text color="fg.muted">Leads from the website, newest first.</Text>
        </Box>
        <SummaryCards />
        <Card.Root>
          <Card.Body>
            <LeadTabs />
          </Card.Body>
        </Card.Root>
        {LIVE_API ? <EmailDeliveryCard /> : null}
        {/* Both are about the standalone backend: its control path, and the
            store on this device. Live, the leads and content are the server's. */}
        {LIVE_API ? <AuditLogCard /> : null}
        {LIVE_API ? null : <DemoDataPanel />}
        {LIVE_API ? null : <StorageUsage />}
      </Stack>
    </AdminShell>
  );
}

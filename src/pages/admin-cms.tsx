import { Box, Card, Heading, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { AdminShell } from '../features/admin/admin-shell';
import { BlogTab, PortfolioTab, ServicesTab, TeamTab } from '../features/admin/cms/content-tabs';
import { HomepageTab } from '../features/admin/cms/homepage-tab';
import { MediaTab } from '../features/admin/cms/media-tab';
import { SettingsTab } from '../features/admin/cms/settings-tab';
import { TechnologiesTab } from '../features/admin/cms/technologies-tab';
import { usePageMeta } from '../lib/page-meta';
import { oneOf, useViewParams } from '../lib/use-view-params';

const TABS = [
  { value: 'homepage', label: 'Homepage', panel: <HomepageTab /> },
  { value: 'services', label: 'Services', panel: <ServicesTab /> },
  { value: 'technologies', label: 'Technologies', panel: <TechnologiesTab /> },
  { value: 'team', label: 'Team', panel: <TeamTab /> },
  { value: 'portfolio', label: 'Portfolio', panel: <PortfolioTab /> },
  { value: 'blog', label: 'Blog', panel: <BlogTab /> },
  { value: 'settings', label: 'Global Settings', panel: <SettingsTab /> },
  { value: 'media', label: 'Media Library', panel: <MediaTab /> },
];
const TAB_VALUES = TABS.map((tab) => tab.value);
const FIRST_TAB = 'homepage';

export function Component() {
  usePageMeta('Content Management', 'Edit the content of the Brightline Labs website.');
  const [params, change] = useViewParams();
  const shown = oneOf(params, 'tab', TAB_VALUES, FIRST_TAB);
  return (
    <AdminShell current="cms">
      <Box mb="6">
        <Heading as="h1" size="2xl">
          Content Management
        </Heading>
        <Text color="fg.muted">Changes are saved to the live site as soon as you save them.</Text>
      </Box>
      <Card.Root>
        <Card.Body>
          <Tabs.Root
            recipe={tabsSlotRecipe}
            value={shown}
            onValueChange={({ value }) => change({ tab: value === FIRST_TAB ? undefined : value })}
            variant="line"
            lazyMount
          >
            <Tabs.List flexWrap="wrap">
              {TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value}>
                {tab.panel}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </AdminShell>
  );
}

import { Button, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { FormField } from '../../../components/form/form-field';
import { Input } from '../../../components/ui/input';

// Global settings have no endpoint yet (spec section 2): empty labelled inputs,
// and Save Settings does nothing.

const GROUPS = [
  {
    value: 'company',
    label: 'Company Info',
    fields: ['companyName', 'tagline', 'email', 'phone', 'address'],
  },
  { value: 'header', label: 'Header', fields: ['logo', 'navigation', 'ctaButton'] },
  { value: 'footer', label: 'Footer', fields: ['footerText', 'links', 'socialMedia'] },
  { value: 'seo', label: 'SEO', fields: ['defaultTitle', 'defaultDescription', 'keywords'] },
];

export function SettingsTab() {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue="company" variant="enclosed">
      <Tabs.List flexWrap="wrap">
        {GROUPS.map((group) => (
          <Tabs.Trigger key={group.value} value={group.value}>
            {group.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GROUPS.map((group) => (
        <Tabs.Content key={group.value} value={group.value}>
          <Stack gap="4" maxW="xl">
            {group.fields.map((field) => (
              <FormField key={field} label={field}>
                <Input name={field} type={field === 'email' ? 'email' : 'text'} />
              </FormField>
            ))}
            <Button alignSelf="start" colorPalette="brand" onClick={() => undefined}>
              Save Settings
            </Button>
          </Stack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

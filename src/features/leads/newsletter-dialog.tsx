import { List, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input } from '../../components/ui/input';
import { newsletterSchema } from '../../contract/forms';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';
import { CardLeadDialog } from './components/card-lead-dialog';

const EMPTY = { email: '' };

/** The weekly tech newsletter of the home page's lead cards. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(newsletterSchema, EMPTY);
  const mutation = useSubscribeNewsletter();
  const { errors } = form.formState;

  return (
    <CardLeadDialog
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      mutation={mutation}
      title="Subscribe to Tech Insights"
      description="Join 5,000+ engineering and product leaders who get our weekly newsletter."
      size="sm"
      label="Newsletter signup"
      submitLabel="Subscribe"
      pendingLabel="Subscribing..."
      success={{
        title: 'Welcome to Our Newsletter!',
        description: "You'll receive weekly tech insights and exclusive updates.",
      }}
    >
      <List.Root recipe={listSlotRecipe} gap="1" ps="5" color="fg.muted" fontSize="sm">
        <List.Item>Practical notes on architecture, cloud and AI from our engineers</List.Item>
        <List.Item>Case studies and lessons learned before they go public</List.Item>
        <List.Item>One email a week, no spam; unsubscribe at any time</List.Item>
      </List.Root>
      <FormField label="Email Address" required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.register('email')}
        />
      </FormField>
      <Text fontSize="xs" color="fg.muted">
        We only use your address to send the newsletter.
      </Text>
    </CardLeadDialog>
  );
}

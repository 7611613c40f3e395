import { Button, List, Text } from '@chakra-ui/react';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { HONEYPOT_FIELD, newsletterSchema } from '../../contract/forms';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';
import { LeadDialog } from './components/lead-dialog';
import { LeadDialogForm } from './components/lead-dialog-form';
import { useLeadSubmit } from './use-lead-submit';

const EMPTY = { email: '' };

/** The weekly tech newsletter of the home page's lead cards. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(newsletterSchema, EMPTY);
  const mutation = useSubscribeNewsletter();
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || mutation.isPending;

  const submit = useLeadSubmit(form, {
    send: mutation.mutateAsync,
    onKept: onClose,
    onSuccess: () => {
      form.reset(EMPTY);
      onClose();
      notify(
        'success',
        'Welcome to Our Newsletter!',
        "You'll receive weekly tech insights and exclusive updates.",
      );
    },
    onFailure: () => notify('error', 'Error', 'Something went wrong. Please try again.'),
  });

  return (
    <LeadDialog
      open={open}
      onClose={onClose}
      title="Subscribe to Tech Insights"
      description="Join 5,000+ engineering and product leaders who get our weekly newsletter."
      size="sm"
    >
      <LeadDialogForm
        honeypot={form.register(HONEYPOT_FIELD)}
        label="Newsletter signup"
        onSubmit={submit}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" disabled={pending}>
              {pending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </>
        }
      >
        <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm">
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
      </LeadDialogForm>
    </LeadDialog>
  );
}

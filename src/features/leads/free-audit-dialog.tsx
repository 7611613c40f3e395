import { Button, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input, Textarea } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { freeAuditSchema, HONEYPOT_FIELD } from '../../contract/forms';
import { useRequestFreeAudit } from './api/request-free-audit';
import { LeadDialog } from './components/lead-dialog';
import { LeadDialogForm } from './components/lead-dialog-form';
import { useLeadSubmit } from './use-lead-submit';

const EMPTY = {
  name: '',
  email: '',
  company: '',
  website: '',
  phone: '',
  currentChallenges: '',
};

/** The free technical audit of the home page's lead cards. */
export function FreeAuditDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(freeAuditSchema, EMPTY);
  const mutation = useRequestFreeAudit();
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
        'Free Audit Requested!',
        'Our technical team will analyze your system and send a comprehensive report within 48 hours.',
      );
    },
    onFailure: () => notify('error', 'Error', 'Something went wrong. Please try again.'),
  });

  return (
    <LeadDialog
      open={open}
      onClose={onClose}
      title="Free Technical Audit"
      description="We review up to 30 pages of your site or app for performance, security, accessibility and SEO, and send a comprehensive report within 48 hours."
      size="lg"
    >
      <LeadDialogForm
        honeypot={form.register(HONEYPOT_FIELD)}
        label="Free technical audit"
        onSubmit={submit}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" disabled={pending}>
              {pending ? 'Submitting...' : 'Request Free Audit'}
            </Button>
          </>
        }
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <FormField label="Full Name" required error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label="Email Address" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <FormField label="Company Name" required error={errors.company?.message}>
            <Input autoComplete="organization" {...form.register('company')} />
          </FormField>
          <FormField label="Phone (optional)" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
        </Stack>
        <FormField
          label="Website URL"
          required
          error={errors.website?.message}
          helper="The site or web app to audit, e.g. https://example.com"
        >
          <Input type="url" autoComplete="url" {...form.register('website')} />
        </FormField>
        <FormField label="Current Challenges" required error={errors.currentChallenges?.message}>
          <Textarea
            rows={4}
            placeholder="Slow pages, outages, security worries, scaling limits..."
            {...form.register('currentChallenges')}
          />
        </FormField>
        <Text fontSize="xs" color="fg.muted">
          The audit is free and comes with no obligation.
        </Text>
      </LeadDialogForm>
    </LeadDialog>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/form/form-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input, Textarea } from '../../components/ui/input';
import { freeAuditSchema } from '../../contract/forms';
import { useRequestFreeAudit } from './api/request-free-audit';
import { CardLeadDialog } from './components/card-lead-dialog';

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
  const { errors } = form.formState;

  return (
    <CardLeadDialog
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      mutation={mutation}
      title="Free Technical Audit"
      description="We review up to 30 pages of your site or app for performance, security, accessibility and SEO, and send a comprehensive report within 48 hours."
      size="lg"
      label="Free technical audit"
      submitLabel="Request Free Audit"
      pendingLabel="Submitting..."
      success={{
        title: 'Free Audit Requested!',
        description:
          'Our technical team will analyze your system and send a comprehensive report within 48 hours.',
      }}
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
    </CardLeadDialog>
  );
}

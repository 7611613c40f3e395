import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/form/form-field';
import { HoneypotField } from '../../components/form/honeypot-field';
import { SelectInput } from '../../components/form/select-input';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input, Textarea } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { type ContactPageForm, contactPageSchema } from '../../contract/forms';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { BUDGETS, SERVICE_INTERESTS } from '../../contract/options';
import { useSubmitType } from '../../lib/submit-type';
import { useFocusBack } from '../../lib/use-focus-back';
import { useSubmitContactPage } from './api/submit-contact';
import { useLeadSubmit } from './use-lead-submit';

export interface ContactFormProps {
  /** Presets the service interest (a value of the contact page's options). */
  defaultServiceInterest?: string;
}

const isServiceInterest = (
  value: string | undefined,
): value is ContactPageForm['serviceInterest'] =>
  SERVICE_INTERESTS.some((option) => option.value === value);

/** The contact page's form. */
export function ContactForm({ defaultServiceInterest }: ContactFormProps) {
  const defaults: ContactPageForm = {
    firstName: '',
    lastName: '',
    email: '',
    serviceInterest: isServiceInterest(defaultServiceInterest) ? defaultServiceInterest : '',
    budget: '',
    message: '',
  };
  const form = useZodForm(contactPageSchema, defaults);
  const mutation = useSubmitContactPage();
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || mutation.isPending;
  const sendButton = useFocusBack(pending);
  const submitType = useSubmitType(sendButton);

  const submit = useLeadSubmit(form, {
    send: mutation.mutateAsync,
    onSuccess: () => {
      form.reset(defaults);
      notify(
        'success',
        'Success!',
        "Your message has been sent successfully. We'll get back to you soon.",
      );
    },
    onFailure: () => notify('error', 'Error', 'Failed to send message. Please try again.'),
  });

  return (
    <chakra.form noValidate aria-label="Contact form" onSubmit={submit}>
      <Stack gap="5">
        <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last Name" required error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Service Interest" error={errors.serviceInterest?.message}>
            <SelectInput
              placeholder="Select a service"
              options={SERVICE_INTERESTS}
              {...form.register('serviceInterest')}
            />
          </FormField>
          <FormField label="Project Budget" error={errors.budget?.message}>
            <SelectInput
              placeholder="Select a budget range"
              options={BUDGETS}
              {...form.register('budget')}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea
            rows={6}
            placeholder="Tell us about your project, your goals and your timeline"
            {...form.register('message')}
          />
        </FormField>
        <Button
          ref={sendButton}
          type={submitType}
          colorPalette="brand"
          size="lg"
          disabled={pending}
        >
          {pending ? 'Sending...' : 'Send Message'}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          We respond to every message within 24 hours.
        </Text>
      </Stack>
    </chakra.form>
  );
}

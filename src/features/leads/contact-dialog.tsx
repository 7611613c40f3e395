import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form/form-field';
import { SelectInput } from '../../components/form/select-input';
import { useZodForm } from '../../components/form/use-zod-form';
import { Input, Textarea } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { contactInquirySchema } from '../../contract/forms';
import { HONEYPOT_FIELD } from '../../contract/honeypot';
import { CONTACT_DIALOG_CLOSE_MS, CONTACT_DIALOG_SERVICES } from '../../contract/options';
import { useSubmitContactInquiry } from './api/submit-contact';
import { LeadDialog } from './components/lead-dialog';
import { LeadDialogButtons, LeadDialogForm } from './components/lead-dialog-form';
import { SuccessView } from './components/success-view';
import { contactCopyFor } from './contact-copy';
import type { ContactDialogOptions } from './lead-dialogs';
import { useAutoClose } from './use-auto-close';
import { useLeadSubmit } from './use-lead-submit';

interface ContactDialogProps {
  open: boolean;
  options: ContactDialogOptions;
  onClose: () => void;
}

const EMPTY = { name: '', email: '', phone: '', company: '', service: '', message: '' };

/** The project enquiry: Get Quote, Get Consultation, Start Your Project, service cards. */
export function ContactDialog({ open, options, onClose }: ContactDialogProps) {
  const copy = contactCopyFor(options);
  const form = useZodForm(contactInquirySchema, EMPTY);
  const mutation = useSubmitContactInquiry();
  const [sent, setSent] = useState(false);
  const isOpen = useRef(open);
  isOpen.current = open;
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || mutation.isPending;

  // Each opening presets the service of its entry point (or service card); one
  // the visitor picked stays unless the new entry point names another.
  useEffect(() => {
    if (!open) return;
    // Checked again once a send was tried: an error it showed may no longer hold.
    const options = { shouldValidate: form.formState.isSubmitted };
    if (copy.service) form.setValue('service', copy.service, options);
    else if (!form.getFieldState('service').isDirty) form.setValue('service', '', options);
  }, [open, copy.service, form]);

  const finish = () => {
    setSent(false);
    form.reset(EMPTY);
    mutation.reset();
    onClose();
  };

  useAutoClose(sent, CONTACT_DIALOG_CLOSE_MS, finish);

  const submit = useLeadSubmit(form, {
    send: mutation.mutateAsync,
    onKept: finish,
    onSuccess: () => {
      // Closed while it was on its way: the message is sent; the next opening
      // starts a new one, not this one's thank-you.
      if (isOpen.current) setSent(true);
      else finish();
      notify('success', 'Message sent successfully!', "We'll get back to you within 24 hours.");
    },
    onFailure: () =>
      notify('error', 'Error sending message', 'Please try again or contact us directly.'),
  });

  // A service card may name a service outside the usual list: offer it too.
  const services: readonly string[] =
    copy.service && !(CONTACT_DIALOG_SERVICES as readonly string[]).includes(copy.service)
      ? [copy.service, ...CONTACT_DIALOG_SERVICES]
      : CONTACT_DIALOG_SERVICES;

  return (
    <LeadDialog
      open={open}
      onClose={sent ? finish : onClose}
      title={copy.title}
      description={sent ? undefined : copy.description}
    >
      {sent ? (
        <Dialog.Body pb="8">
          <SuccessView title="Message Sent Successfully">
            <Text>Thank you for reaching out. We'll get back to you within {copy.reply}.</Text>
            <Text color="fg.muted">
              Please check your email for a confirmation of your message.
            </Text>
          </SuccessView>
        </Dialog.Body>
      ) : (
        <LeadDialogForm
          honeypot={form.register(HONEYPOT_FIELD)}
          label={copy.title}
          onSubmit={submit}
          footer={
            <LeadDialogButtons
              onCancel={onClose}
              pending={pending}
              submitLabel="Send Message"
              pendingLabel="Sending..."
            />
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
            <FormField label="Phone (optional)" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField label="Company (optional)" error={errors.company?.message}>
              <Input autoComplete="organization" {...form.register('company')} />
            </FormField>
          </Stack>
          <FormField label="Service" required error={errors.service?.message}>
            <SelectInput
              placeholder="Select a service"
              options={services}
              {...form.register('service')}
            />
          </FormField>
          <FormField label="Project Details" required error={errors.message?.message}>
            <Textarea
              rows={5}
              placeholder="What are you building, for whom, and by when?"
              {...form.register('message')}
            />
          </FormField>
        </LeadDialogForm>
      )}
    </LeadDialog>
  );
}

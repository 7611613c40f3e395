import { Button, chakra, Dialog, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { useFocusBack } from '../../../lib/use-focus-back';

interface LeadDialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
  footer: ReactNode;
  /** The form's honeypot field (HONEYPOT_FIELD), which every visitor's form carries. */
  honeypot: UseFormRegisterReturn;
}

/**
 * A dialog's form: the fields scroll in the body, the buttons stay in the
 * footer. The browser's own validation is off: the contract's schemas speak.
 */
export function LeadDialogForm({
  onSubmit,
  label,
  children,
  footer,
  honeypot,
}: LeadDialogFormProps) {
  return (
    <chakra.form display="contents" noValidate aria-label={label} onSubmit={onSubmit}>
      <Dialog.Body>
        <Stack gap="4">
          <HoneypotField registration={honeypot} />
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        {footer}
      </Dialog.Footer>
    </chakra.form>
  );
}

interface LeadDialogButtonsProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** The submit button's text while the form is sent (spec section 4). */
  pendingLabel: string;
}

/** A lead dialog's buttons: Cancel closes it; the submit button is disabled while sending. */
export function LeadDialogButtons({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
}: LeadDialogButtonsProps) {
  const submit = useFocusBack(pending);
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button ref={submit} type="submit" colorPalette="brand" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}

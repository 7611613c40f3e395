import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notify } from '../../../components/ui/toaster';
import { HONEYPOT_FIELD } from '../../../contract/honeypot';
import { useLeadSubmit } from '../use-lead-submit';
import { LeadDialog } from './lead-dialog';
import { LeadDialogButtons, LeadDialogForm } from './lead-dialog-form';

interface CardLeadDialogProps<TValues extends FieldValues, TBody extends FieldValues> {
  open: boolean;
  onClose: () => void;
  /** The dialog's form (useZodForm over the contract's schema). */
  form: UseFormReturn<TValues, unknown, TBody>;
  /** What the form holds again after a success: every field, the selects included. */
  empty: DefaultValues<NoInfer<TValues>>;
  /** The lead's POST (useLeadMutation). */
  mutation: { mutateAsync: (body: TBody) => Promise<unknown>; isPending: boolean };
  title: string;
  description: string;
  size: 'sm' | 'lg';
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** The submit button's text while the lead is sent (spec section 4). */
  pendingLabel: string;
  /** The success toast (spec section 8). */
  success: { title: string; description: string };
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog of the home page's three lead cards (cost calculator, newsletter,
 * free audit): on success it closes, resets its form and shows its toast; on
 * failure it stays open with everything typed and shows the cards' shared
 * error toast (spec sections 4 and 8).
 */
export function CardLeadDialog<TValues extends FieldValues, TBody extends FieldValues>({
  open,
  onClose,
  form,
  empty,
  mutation,
  title,
  description,
  size,
  label,
  submitLabel,
  pendingLabel,
  success,
  children,
}: CardLeadDialogProps<TValues, TBody>) {
  const pending = form.formState.isSubmitting || mutation.isPending;
  const submit = useLeadSubmit(form, {
    send: mutation.mutateAsync,
    onKept: onClose,
    onSuccess: () => {
      form.reset(empty);
      onClose();
      notify('success', success.title, success.description);
    },
    onFailure: () => notify('error', 'Error', 'Something went wrong. Please try again.'),
  });

  return (
    <LeadDialog open={open} onClose={onClose} title={title} description={description} size={size}>
      <LeadDialogForm
        // Every visitor's schema has the honeypot field (contract/forms.ts).
        honeypot={form.register(HONEYPOT_FIELD as Path<TValues>)}
        label={label}
        onSubmit={submit}
        footer={
          <LeadDialogButtons
            onCancel={onClose}
            pending={pending}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
          />
        }
      >
        {children}
      </LeadDialogForm>
    </LeadDialog>
  );
}

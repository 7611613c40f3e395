import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../components/form/use-zod-form';

interface LeadSubmitHandlers<TBody> {
  send: (body: TBody) => Promise<unknown>;
  onSuccess: (body: TBody) => void;
  onFailure: (error: unknown) => void;
}

/**
 * The submit handler of a lead form: validates with the form's schema, sends
 * the parsed (trimmed) values once even when the button is clicked twice, and
 * on failure keeps everything typed, putting a 400's field messages on the fields.
 */
export function useLeadSubmit<TValues extends FieldValues, TBody extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TBody>,
  { send, onSuccess, onFailure }: LeadSubmitHandlers<TBody>,
) {
  const busy = useRef(false);
  return form.handleSubmit(async (body) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await send(body);
    } catch (error) {
      applyServerErrors(error, form);
      onFailure(error);
      return;
    } finally {
      busy.current = false;
    }
    onSuccess(body);
  });
}

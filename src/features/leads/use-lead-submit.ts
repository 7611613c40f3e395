import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../components/form/use-zod-form';
import { notify } from '../../components/ui/toaster';
import { isKeptForLater } from '../../lib/outbox';

interface LeadSubmitHandlers<TBody> {
  send: (body: TBody) => Promise<unknown>;
  onSuccess: (body: TBody) => void;
  onFailure: (error: unknown) => void;
  /**
   * Live, the worker kept the send to send later (offline, or the server
   * unable to take it now): the form is emptied, the visitor told so, and a
   * dialog closes (this).
   */
  onKept?: () => void;
}

/** What the visitor reads when a send is kept for later (live mode), by why it was kept. */
export const KEPT_NOTICES = {
  offline: {
    title: "You're offline: saved to send later",
    description:
      "It's kept on this device and will be sent automatically when you're back online. There's no need to send it again.",
  },
  unavailable: {
    title: 'Saved to send in a moment',
    description:
      "Our server couldn't take it just now. It's kept on this device and will be sent automatically. There's no need to send it again.",
  },
} as const;

/**
 * The submit handler of a lead form: validates with the form's schema, sends
 * the parsed (trimmed) values once even when the button is clicked twice, and
 * on failure keeps everything typed, putting a 400's field messages on the fields.
 * A send the live worker kept for later (offline, or the server unable to
 * take it now) is neither a success nor a failure: the visitor is told it will
 * go out by itself.
 */
export function useLeadSubmit<TValues extends FieldValues, TBody extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TBody>,
  { send, onSuccess, onFailure, onKept }: LeadSubmitHandlers<TBody>,
) {
  const busy = useRef(false);
  return form.handleSubmit(async (body) => {
    if (busy.current) return;
    busy.current = true;
    let answer: unknown;
    try {
      answer = await send(body);
    } catch (error) {
      applyServerErrors(error, form);
      onFailure(error);
      return;
    } finally {
      busy.current = false;
    }
    if (isKeptForLater(answer)) {
      form.reset();
      // A worker of an earlier release, still in control, names no reason.
      const notice = KEPT_NOTICES[answer.reason] ?? KEPT_NOTICES.offline;
      notify('info', notice.title, notice.description);
      onKept?.();
      return;
    }
    onSuccess(body);
  });
}

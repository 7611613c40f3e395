import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { invalidate } from '../../../api/queries';
import { applyServerErrors } from '../../../components/form/use-zod-form';
import { notify } from '../../../components/ui/toaster';
import { versionOf as itemVersionOf } from '../../../contract/versions';
import { ApiError, apiPut } from '../../../lib/api-client';

interface SaveOptions<T extends FieldValues, I> {
  path: string;
  /** Query keys the change makes stale (from `invalidates`). */
  invalidate: readonly (readonly unknown[])[];
  success: string;
  failure: string;
  form: Pick<UseFormReturn<T>, 'setError' | 'reset' | 'setFocus'>;
  onSaved: () => void;
  /** The item as the list showed it when the dialog opened: the edit is made from its version. */
  item: I;
  /** The form's values for an item: the dialog's defaults, and what "Load their version" puts back. */
  toForm: (item: I) => DefaultValues<T>;
  /** The form's fields and their labels, in the form's order: the notice names those changed. */
  labels: Partial<Record<Path<T>, string>>;
  /** The item's version (If-Match); `versionOf` unless said. */
  versionOf?: (item: I) => string;
}

/** An edit refused because someone else saved the item since the dialog opened it. */
export interface SaveConflict {
  /** Which refusal this is: a new one has a new id. */
  id: number;
  /**
   * The backend's words: "Someone else saved this service after you opened it";
   * on the live server, the admin who did ("grace saved this service...").
   */
  title: string;
  /** When they saved it (ISO 8601), when the backend knows (the live server). */
  savedAt?: string;
  /** That save was this admin's own, from another tab or window (the live server). */
  self: boolean;
  /** The labels of the fields they changed. */
  changed: string[];
  /** Puts their version in the form, in place of the edit. */
  loadTheirs: () => void;
}

/**
 * How long a save may go unanswered before it counts as failed. The dialog is
 * locked while a save is on its way (closed, its edit would still land), and
 * a connection that stalls without closing kept it locked for minutes. Past
 * this time the save fails with its toast, the dialog opens up with the edit
 * kept, and saving again is safe: had the first save landed after all, the
 * second is refused as made from an old version, and says so.
 */
export const SAVE_TIME_LIMIT_MS = 30_000;

/**
 * PUT of a CMS edit: success and failure toasts of spec section 8, then the
 * lists refresh. The edit says which version of the item it was made from; when
 * someone else has saved the item since, it is refused and `conflict` says what
 * they changed. Saving again then replaces their version; loading theirs starts
 * the form again from it.
 */
export function useSave<T extends FieldValues, I>(options: SaveOptions<T, I>) {
  const queryClient = useQueryClient();
  const versionOf = options.versionOf ?? itemVersionOf;
  // The item the edit is made from: the one opened, then the one stored when an edit was refused.
  const [base, setBase] = useState(() => ({
    item: options.item,
    version: versionOf(options.item),
  }));
  const [conflict, setConflict] = useState<{
    id: number;
    title: string;
    savedAt?: string;
    self: boolean;
    current: I;
    changed: Path<T>[];
  }>();

  const [focusNext, setFocusNext] = useState<Path<T>>();
  const { setFocus } = options.form;
  useEffect(() => {
    if (!focusNext) return;
    setFocus(focusNext);
    setFocusNext(undefined);
  }, [focusNext, setFocus]);

  const mutation = useMutation({
    mutationFn: async (body: unknown) => {
      const stalled = new AbortController();
      const timer = setTimeout(
        () => stalled.abort(new DOMException('No answer to the save', 'TimeoutError')),
        SAVE_TIME_LIMIT_MS,
      );
      try {
        return await apiPut<unknown>(options.path, body, true, {
          ifMatch: base.version,
          signal: stalled.signal,
        });
      } finally {
        clearTimeout(timer);
      }
    },
    onSuccess: async () => {
      setConflict(undefined);
      await invalidate(queryClient, options.invalidate);
      notify('success', options.success);
      options.onSaved();
    },
    onError: async (error) => {
      const refused = error instanceof ApiError ? error.conflict : undefined;
      if (refused) {
        const current = refused.current as I;
        const before = options.toForm(base.item) as Record<string, unknown>;
        const after = options.toForm(current) as Record<string, unknown>;
        const changed = (Object.keys(options.labels) as Path<T>[]).filter(
          (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
        );
        setBase({ item: current, version: versionOf(current) });
        setConflict((last) => ({
          id: (last?.id ?? 0) + 1,
          title: refused.error,
          savedAt: refused.savedAt,
          self: refused.savedBySelf === true,
          current,
          changed,
        }));
      } else {
        applyServerErrors(error, options.form);
      }
      notify('error', 'Error', options.failure);
      // The list behind the dialog shows what is stored now.
      if (refused) await invalidate(queryClient, options.invalidate);
    },
  });

  const saveConflict: SaveConflict | undefined = conflict && {
    id: conflict.id,
    title: conflict.title,
    savedAt: conflict.savedAt,
    self: conflict.self,
    // A label's hint on how to type the field ("(comma-separated)") is not said here.
    changed: conflict.changed.map((field) =>
      (options.labels[field] ?? field).replace(/\s*\([^)]*\)$/, ''),
    ),
    loadTheirs: () => {
      options.form.reset(options.toForm(conflict.current));
      setConflict(undefined);
      // Once the form shows their version: the notice's button is gone with the notice.
      setFocusNext(conflict.changed[0] ?? (Object.keys(options.labels)[0] as Path<T> | undefined));
    },
  };
  return { mutate: mutation.mutate, isPending: mutation.isPending, conflict: saveConflict };
}

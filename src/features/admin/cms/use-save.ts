import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { invalidate } from '../../../api/queries';
import { applyServerErrors } from '../../../components/form/use-zod-form';
import { notify } from '../../../components/ui/toaster';
import { apiPut } from '../../../lib/api-client';

interface SaveOptions<T extends FieldValues> {
  path: string;
  /** Query keys the change makes stale (from `invalidates`). */
  invalidate: readonly (readonly unknown[])[];
  success: string;
  failure: string;
  form: Pick<UseFormReturn<T>, 'setError'>;
  onSaved: () => void;
}

/** PUT of a CMS edit: success and failure toasts of spec section 8, then the lists refresh. */
export function useSave<T extends FieldValues>(options: SaveOptions<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiPut<unknown>(options.path, body),
    onSuccess: async () => {
      await invalidate(queryClient, options.invalidate);
      notify('success', options.success);
      options.onSaved();
    },
    onError: (error) => {
      applyServerErrors(error, options.form);
      notify('error', 'Error', options.failure);
    },
  });
}

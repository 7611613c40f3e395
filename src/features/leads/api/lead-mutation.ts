import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../api/queries';
import { apiPost } from '../../../lib/api-client';

/**
 * A lead form's POST. `failure` replaces the thrown text (the original error stays
 * as its cause, so a 400's field messages still reach the form). After a success
 * the caches that show leads are invalidated; nothing waits for their refetch.
 */
export function useLeadMutation<TBody, TResult = unknown>(
  path: string,
  invalidated: readonly QueryKey[],
  failure?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => {
      try {
        return await apiPost<TResult>(path, body);
      } catch (error) {
        if (failure) throw new Error(failure, { cause: error });
        throw error;
      }
    },
    onSuccess: () => {
      void invalidate(queryClient, invalidated);
    },
  });
}

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../api/queries';
import { apiPost } from '../../../lib/api-client';
import type { KeptForLater } from '../../../lib/outbox';

/** 128 random bits (crypto.randomUUID() needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A lead form's POST; live, offline, the worker's word that it kept the send
 * for later (src/lib/outbox.ts). `failure` replaces the thrown text (the original error stays
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
        // A key per send: the server writes it once however often it arrives
        // (a retry, the offline outbox's later send).
        return await apiPost<TResult | KeptForLater>(path, body, {
          idempotencyKey: newKey(),
        });
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

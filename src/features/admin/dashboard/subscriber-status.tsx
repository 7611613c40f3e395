import { Badge, Button, HStack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate, invalidates } from '../../../api/queries';
import { notify } from '../../../components/ui/toaster';
import { API } from '../../../contract/endpoints';
import type { NewsletterSubscriber } from '../../../contract/entities';
import { apiRequest, failureReason } from '../../../lib/api-client';

/**
 * A subscriber's status (spec section 2: Active or Inactive) and the button
 * that changes it: staff unsubscribe someone who asked for no more issues (a
 * reply to the confirmation says how), and subscribe them again if asked.
 */
export function SubscriberStatus({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (isActive: boolean) =>
      apiRequest<NewsletterSubscriber>(API.newsletterSubscriber(subscriber.id), {
        method: 'PUT',
        body: { isActive },
        admin: true,
      }),
    onSuccess: async (saved) => {
      // The list and the summary's count of active subscribers.
      await invalidate(queryClient, invalidates.leads);
      notify(
        'success',
        saved.isActive ? 'Subscribed again' : 'Unsubscribed',
        saved.isActive
          ? `${saved.email} will get the newsletter again.`
          : `${saved.email} will get no more newsletters.`,
      );
    },
    onError: (error) =>
      notify('error', 'Error', `Failed to update subscriber: ${failureReason(error)}`),
  });
  const action = subscriber.isActive ? 'Unsubscribe' : 'Subscribe again';
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={subscriber.isActive ? 'green' : 'gray'}>
        {subscriber.isActive ? 'Active' : 'Inactive'}
      </Badge>
      <Button
        size="xs"
        variant="outline"
        aria-label={`${action}: ${subscriber.email}`}
        loading={change.isPending}
        onClick={() => change.mutate(!subscriber.isActive)}
      >
        {action}
      </Button>
    </HStack>
  );
}

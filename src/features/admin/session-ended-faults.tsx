import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mockConfigQuery } from '../../api/queries';
import { notify } from '../../components/ui/toaster';
import { MOCK_API } from '../../contract/endpoints';
import type { MockConfig } from '../../contract/mock-control';
import { apiPut } from '../../lib/api-client';

// The standalone backend's switches can make an admin read answer 401, which
// ends the session as a real one would: signing in again meets the same
// fault, and the switch that clears it is on the dashboard behind the dialog.
// The dialog names such faults and clears them.

const statusOf = (fault: MockConfig['faults'][string]) =>
  typeof fault === 'number' ? fault : fault.status;

/** The endpoints the backend switches make answer 401 (none once cleared). */
export function SessionEndedFaults() {
  const queryClient = useQueryClient();
  const config = useQuery(mockConfigQuery());
  const clear = useMutation({
    mutationFn: () => apiPut<MockConfig>(MOCK_API.config, { faults: {} }, false),
    onSuccess: (next) => {
      queryClient.setQueryData(mockConfigQuery().queryKey, next);
      notify('success', 'Backend settings saved');
    },
    onError: (error) => notify('error', 'Error', error.message),
  });
  const endpoints = Object.entries(config.data?.faults ?? {})
    .filter(([, fault]) => statusOf(fault) === 401)
    .map(([endpoint]) => endpoint);
  if (endpoints.length === 0) return null;
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.warning" rounded="md" p="3">
      <Text fontSize="sm">
        The backend switches make {endpoints.join(', ')} answer 401, so this dialog comes back after
        each sign-in until that fault is cleared.
      </Text>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        loading={clear.isPending}
        onClick={() => clear.mutate()}
      >
        Clear all faults
      </Button>
    </Stack>
  );
}
